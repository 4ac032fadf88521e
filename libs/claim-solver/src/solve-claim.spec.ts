import { isLawViolation } from '@ledger/laws/core/law-violation';
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

  it('records the answer it is given, and refuses with ANALYSIS_TOO_LARGE when the given answer is the budget', () => {
    const t = table('whist');
    autoplay(t, 40);
    t.run({ type: 'MakeClaim', deal: 1, id: 'c1', seat: t.deal().nextLeader, tricks: 'rest' });
    const job = claimToSolve(t.state, 1, 'c1', SOLVER_VERSION)!;
    expect(solveClaim(job, 3)).toEqual({ budgetExceeded: { maxNodes: 3, tricksLeft: 3 } });
    let refused: unknown;
    try {
      t.run({
        type: 'AnalyseClaim',
        deal: 1,
        claimId: 'c1',
        solverVersion: SOLVER_VERSION,
        solved: solveClaim(job, 3),
      });
    } catch (e) {
      refused = e;
    }
    expect(isLawViolation(refused) && refused.code).toBe('ANALYSIS_TOO_LARGE');
    const solved = solveClaim(job);
    if (!('analysis' in solved)) throw new Error('expected an analysis');
    const [event] = t.run({ type: 'AnalyseClaim', deal: 1, claimId: 'c1', solverVersion: SOLVER_VERSION, solved });
    expect(event).toMatchObject({
      type: 'ClaimAnalysed',
      claimId: 'c1',
      analysis: { sound: solved.analysis.sound, guaranteedTricks: solved.analysis.guaranteedTricks },
    });
  });
});
