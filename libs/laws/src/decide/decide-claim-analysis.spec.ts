import type { SolvedClaim } from '../core/claim-analysis';
import { autoplay } from '../testing/autoplay';
import { ofType, table } from '../testing/given';

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
});
