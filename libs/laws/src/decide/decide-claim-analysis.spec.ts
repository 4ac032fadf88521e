import type { SolvedClaim } from '../core/claim-analysis';
import { autoplay } from '../testing/autoplay';
import { ofType, table } from '../testing/given';
import { recordedClaimAnalysis } from '../views/recorded-claim-analysis';
import { claimToSolve } from '../views/claim-to-solve';

/** An answer as a solver named `solver/test` would give it (the laws record what they are given). */
const ANSWER: SolvedClaim = {
  analysis: { sound: false, guaranteedTricks: 1, measure: 'tricks-guaranteed', solverVersion: 'solver/test' },
};

describe('AnalyseClaim: the laws record the claim solver answer they are given, and never search', () => {
  function claimed() {
    const t = table('whist');
    autoplay(t, 40);
    t.run({ type: 'MakeClaim', deal: 1, id: 'c1', seat: t.deal().nextLeader, tricks: 'rest' });
    return t;
  }

  it('records the given answer once per solver version', () => {
    const t = claimed();
    const cmd = { type: 'AnalyseClaim', deal: 1, claimId: 'c1', solverVersion: 'solver/test', solved: ANSWER } as const;
    const [event] = ofType(t.run(cmd), 'ClaimAnalysed');
    expect(event.analysis).toEqual({
      sound: false,
      guaranteedTricks: 1,
      measure: 'tricks-guaranteed',
      solverVersion: 'solver/test',
    });
    expect(t.run(cmd)).toEqual([]);
    expect(t.run({ type: 'AnalyseClaim', deal: 1, claimId: 'c1', solverVersion: 'solver/test' })).toEqual([]);
  });

  it('refuses a command without the answer while the position can be solved (MALFORMED_COMMAND)', () => {
    const t = claimed();
    expect(t.refused({ type: 'AnalyseClaim', deal: 1, claimId: 'c1', solverVersion: 'solver/test' }).code).toBe(
      'MALFORMED_COMMAND',
    );
    expect(t.deal().claims[0].analysis).toBeUndefined();
  });

  it('records a refusal (budget exceeded) with the solver version; that version is never asked again, a later one may', () => {
    const t = claimed();
    const tooLarge: SolvedClaim = { budgetExceeded: { maxNodes: 500, tricksLeft: 3 } };
    const cmd = {
      type: 'AnalyseClaim',
      deal: 1,
      claimId: 'c1',
      solverVersion: 'solver/test',
      solved: tooLarge,
    } as const;
    const [refused] = ofType(t.run(cmd), 'ClaimAnalysisRefused');
    expect(refused.refusal).toEqual({ solverVersion: 'solver/test', maxNodes: 500, tricksLeft: 3 });
    expect(recordedClaimAnalysis(t.state, 1, 'c1', 'solver/test')).toEqual({
      status: 'refused',
      refusal: refused.refusal,
    });
    expect(claimToSolve(t.state, 1, 'c1', 'solver/test')).toBeUndefined();
    expect(t.run(cmd)).toEqual([]);
    expect(t.run({ ...cmd, solved: ANSWER })).toEqual([]);
    // A later solver version gets the position again, and its verdict is what a reader sees.
    expect(claimToSolve(t.state, 1, 'c1', 'solver/test-2')).toBeDefined();
    expect(recordedClaimAnalysis(t.state, 1, 'c1', 'solver/test-2')).toEqual({ status: 'none' });
    const later: SolvedClaim = {
      analysis: { ...(ANSWER as { analysis: object }).analysis, solverVersion: 'solver/test-2' },
    } as SolvedClaim;
    ofType(t.run({ ...cmd, solverVersion: 'solver/test-2', solved: later }), 'ClaimAnalysed');
    expect(recordedClaimAnalysis(t.state, 1, 'c1')).toMatchObject({
      status: 'analysed',
      analysis: { solverVersion: 'solver/test-2' },
    });
    expect(recordedClaimAnalysis(t.state, 1, 'nope')).toEqual({ status: 'no-claim' });
  });
});
