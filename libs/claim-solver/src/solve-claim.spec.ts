import { autoplay } from '@ledger/laws/testing/autoplay';
import { table } from '@ledger/laws/testing/given';
import { claimToSolve } from '@ledger/laws/views/claim-to-solve';
import { SOLVER_VERSION } from './analyse-claim';
import { solveClaim } from './solve-claim';
import { analyseClaimCommand } from './testing/analyse-claim-command';

describe('a claim solved off the decider (claimToSolve, solveClaim, AnalyseClaim.solved)', () => {
  it('gives the job only for a claim that still needs this solver and whose hands are known', () => {
    const t = table('whist');
    autoplay(t, 40);
    t.run({ type: 'MakeClaim', deal: 1, id: 'c1', seat: t.deal().nextLeader, tricks: 'rest' });
    expect(claimToSolve(t.state, 1, 'nope', SOLVER_VERSION)).toBeUndefined();
    expect(claimToSolve(t.state, 7, 'c1', SOLVER_VERSION)).toBeUndefined();
    const job = claimToSolve(t.state, 1, 'c1', SOLVER_VERSION);
    expect(job?.position.trickNumber).toBe(11);
    t.run(analyseClaimCommand(t.state, 1, 'c1'));
    expect(claimToSolve(t.state, 1, 'c1', SOLVER_VERSION)).toBeUndefined();
    const blind = table('whist', { hands: null });
    blind.run({ type: 'MakeClaim', deal: 1, id: 'c1', seat: 'N', tricks: 'rest' });
    expect(claimToSolve(blind.state, 1, 'c1', SOLVER_VERSION)).toBeUndefined();
  });

  it('records the answer it is given; the budget ran out → the refusal is recorded and that solver version never asked again', () => {
    const t = table('whist');
    autoplay(t, 40);
    t.run({ type: 'MakeClaim', deal: 1, id: 'c1', seat: t.deal().nextLeader, tricks: 'rest' });
    const job = claimToSolve(t.state, 1, 'c1', SOLVER_VERSION)!;
    expect(solveClaim(job, 3)).toEqual({ budgetExceeded: { maxNodes: 3, tricksLeft: 3 } });
    const [refused] = t.run({
      type: 'AnalyseClaim',
      deal: 1,
      claimId: 'c1',
      solverVersion: SOLVER_VERSION,
      solved: solveClaim(job, 3),
    });
    expect(refused).toMatchObject({
      type: 'ClaimAnalysisRefused',
      claimId: 'c1',
      refusal: { solverVersion: SOLVER_VERSION, maxNodes: 3, tricksLeft: 3 },
    });
    expect(claimToSolve(t.state, 1, 'c1', SOLVER_VERSION)).toBeUndefined();
    const solved = solveClaim(job);
    if (!('analysis' in solved)) throw new Error('expected an analysis');
    expect(t.run({ type: 'AnalyseClaim', deal: 1, claimId: 'c1', solverVersion: SOLVER_VERSION, solved })).toEqual([]);
    // A later solver version is asked again, and what it answers is recorded.
    const next = `${SOLVER_VERSION}+next`;
    expect(claimToSolve(t.state, 1, 'c1', next)).toBeDefined();
    const [event] = t.run({ type: 'AnalyseClaim', deal: 1, claimId: 'c1', solverVersion: next, solved });
    expect(event).toMatchObject({
      type: 'ClaimAnalysed',
      claimId: 'c1',
      analysis: { sound: solved.analysis.sound, guaranteedTricks: solved.analysis.guaranteedTricks },
    });
  });
});
