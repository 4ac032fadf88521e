import { analyseClaimCommand } from './testing/analyse-claim-command';
import { Card, suitOf } from '@ledger/laws/core/cards/card';
import type { TableSeat } from '@ledger/laws/core/seats/table-seat';
import { SOLVER_VERSION, analyseClaim } from './analyse-claim';
import { claimPosition } from '@ledger/laws/views/claim-position';
import { Table, ofType, table } from '@ledger/laws/testing/given';
import { legalPlays } from '@ledger/laws/core/tricks/trick';
import { remainingHands } from '@ledger/laws/views/known-hands';

/** Plays `tricks` tricks lawfully (each seat its lowest lawful card) and returns the seat on lead. */
function playTricks(t: Table, tricks: number): TableSeat {
  for (let k = 0; k < tricks; k++) {
    const d = t.deal();
    const leader = d.nextLeader;
    const order = [...d.order.slice(d.order.indexOf(leader)), ...d.order.slice(0, d.order.indexOf(leader))];
    let led: Card | undefined;
    for (const seat of order) {
      const hand = remainingHands(t.deal())[seat];
      const card = legalPlays(hand, led ? suitOf(led) : null)[0];
      led ??= card;
      t.run({ type: 'PlayCard', deal: 1, seat, card });
    }
  }
  return t.deal().nextLeader;
}

describe('claim analysis as a recorded verdict (issue 9)', () => {
  it('records the solver verdict once, with its version, equal to the solver run on the claimed position', () => {
    const t = table('whist');
    const leader = playTricks(t, 9);
    t.run({ type: 'MakeClaim', deal: 1, id: 'c1', seat: leader, tricks: 'rest' });
    const events = t.run(analyseClaimCommand(t.state, 1, 'c1'));
    const [recorded] = ofType(events, 'ClaimAnalysed');
    expect(recorded.analysis.solverVersion).toBe(SOLVER_VERSION);
    const built = claimPosition(t.state, 1, 'c1');
    if (built.status !== 'ready') throw new Error(built.status);
    const direct = analyseClaim(built.position, built.claim);
    expect(recorded.analysis.sound).toBe(direct.sound);
    expect(recorded.analysis.guaranteedTricks).toBe(direct.guaranteedTricks);
    expect(t.deal().claims[0].analysis).toEqual(recorded.analysis);
    expect(t.run(analyseClaimCommand(t.state, 1, 'c1'))).toEqual([]);
  });

  it('a claim of every trick left when the other side holds a sure winner is unsound, with a refutation', () => {
    const t = table('whist');
    playTricks(t, 11);
    const d = t.deal();
    const leader = d.nextLeader;
    t.run({ type: 'MakeClaim', deal: 1, id: 'c2', seat: leader, tricks: 'rest' });
    const [a] = ofType(t.run(analyseClaimCommand(t.state, 1, 'c2')), 'ClaimAnalysed');
    expect(a.analysis.guaranteedTricks).toBeGreaterThanOrEqual(0);
    expect(a.analysis.guaranteedTricks).toBeLessThanOrEqual(2);
    expect(a.analysis.sound).toBe(a.analysis.guaranteedTricks === 2);
    if (!a.analysis.sound) expect(a.analysis.refutation?.length).toBeGreaterThan(0);
  });

  it('records a count given as a proved lower bound with exact: false, and an exact one without the flag (ADR 0032)', () => {
    const t = table('whist');
    const leader = playTricks(t, 11);
    t.run({ type: 'MakeClaim', deal: 1, id: 'c4', seat: leader, tricks: 'rest' });
    const bound = {
      sound: false,
      guaranteedTricks: 1,
      measure: 'tricks-guaranteed' as const,
      solverVersion: 'v-bound',
    };
    const [a] = ofType(
      t.run({
        type: 'AnalyseClaim',
        deal: 1,
        claimId: 'c4',
        solverVersion: 'v-bound',
        solved: { analysis: { ...bound, exact: false } },
      }),
      'ClaimAnalysed',
    );
    expect(a.analysis).toMatchObject({ guaranteedTricks: 1, exact: false });
    const [b] = ofType(
      t.run({
        type: 'AnalyseClaim',
        deal: 1,
        claimId: 'c4',
        solverVersion: 'v-exact',
        solved: { analysis: { ...bound, solverVersion: 'v-exact' } },
      }),
      'ClaimAnalysed',
    );
    expect('exact' in b.analysis).toBe(false);
  });

  it('is refused while the hands are not known (HANDS_NOT_KNOWN) and for an unknown claim', () => {
    const t = table('whist', { hands: null });
    t.run({ type: 'PlayCard', deal: 1, seat: 'N', card: '2S' });
    t.run({ type: 'MakeClaim', deal: 1, id: 'c3', seat: 'E', tricks: 'rest' });
    expect(t.refused(analyseClaimCommand(t.state, 1, 'c3')).code).toBe('HANDS_NOT_KNOWN');
    expect(t.refused(analyseClaimCommand(t.state, 1, 'nope')).code).toBe('NO_SUCH_CLAIM');
  });
});
