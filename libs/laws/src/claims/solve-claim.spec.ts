import { Card, suitOf } from '../cards/card';
import { isLawViolation } from '../session/law-violation';
import { Table, table } from '../testing/given';
import { holdingNow } from '../tricks/held';
import { expectedSeat, ledSuit, openTrick } from '../tricks/turn';
import { claimToSolve, solveClaim } from './solve-claim';

/** Plays `cards` cards of deal 1 in turn: lowest card of the suit led, or of the first suit held. */
function autoplay(t: Table, cards: number): void {
  for (let i = 0; i < cards; i++) {
    const seat = expectedSeat(t.deal());
    const held = holdingNow(t.deal(), seat)!;
    const led = ledSuit(openTrick(t.deal()));
    const follow = held.filter((c: Card) => suitOf(c) === led);
    t.run({ type: 'PlayCard', deal: 1, seat, card: (follow.length ? follow : held)[0] });
  }
}

describe('a claim solved off the decider (claimToSolve, solveClaim, AnalyseClaim.solved)', () => {
  it('gives the job only for a claim that still needs this solver and whose hands are known', () => {
    const t = table('whist');
    autoplay(t, 40);
    t.run({ type: 'MakeClaim', deal: 1, id: 'c1', seat: t.deal().nextLeader, tricks: 'rest' });
    expect(claimToSolve(t.state, 1, 'nope')).toBeUndefined();
    expect(claimToSolve(t.state, 7, 'c1')).toBeUndefined();
    const job = claimToSolve(t.state, 1, 'c1');
    expect(job?.position.trickNumber).toBe(11);
    t.run({ type: 'AnalyseClaim', deal: 1, claimId: 'c1' });
    expect(claimToSolve(t.state, 1, 'c1')).toBeUndefined();
    const blind = table('whist', { hands: null });
    blind.run({ type: 'MakeClaim', deal: 1, id: 'c1', seat: 'N', tricks: 'rest' });
    expect(claimToSolve(blind.state, 1, 'c1')).toBeUndefined();
  });

  it('records the answer it is given, and refuses with ANALYSIS_TOO_LARGE when the given answer is the budget', () => {
    const t = table('whist');
    autoplay(t, 40);
    t.run({ type: 'MakeClaim', deal: 1, id: 'c1', seat: t.deal().nextLeader, tricks: 'rest' });
    const job = claimToSolve(t.state, 1, 'c1')!;
    expect(solveClaim(job, 3)).toEqual({ budgetExceeded: { maxNodes: 3, tricksLeft: 3 } });
    let refused: unknown;
    try {
      t.run({ type: 'AnalyseClaim', deal: 1, claimId: 'c1', solved: solveClaim(job, 3) });
    } catch (e) {
      refused = e;
    }
    expect(isLawViolation(refused) && refused.code).toBe('ANALYSIS_TOO_LARGE');
    const solved = solveClaim(job);
    if (!('analysis' in solved)) throw new Error('expected an analysis');
    const [event] = t.run({ type: 'AnalyseClaim', deal: 1, claimId: 'c1', solved });
    expect(event).toMatchObject({ type: 'ClaimAnalysed', claimId: 'c1', analysis: { sound: solved.analysis.sound, guaranteedTricks: solved.analysis.guaranteedTricks } });
  });
});
