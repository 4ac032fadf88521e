import type { PenaltyKind } from '../../core/duties';
import type { TableSeat } from '../../core/seats/table-seat';
import { Table, ofType, table } from '../../testing/given';

// Round-robin hands (testing/given.ts): N 2S 6S TS AS 5H 9H KH 4D 8D QD 3C 7C JC; E 3S 7S JS 2H 6H TH AH 5D 9D KD 4C 8C QC;
// S 4S 8S QS 3H 7H JH 2D 6D TD AD 5C 9C KC; W 5S 9S KS 4H 8H QH 3D 7D JD 2C 6C TC AC. W deals, N is eldest, clubs trumps.
const elect = (t: Table, by: TableSeat, against: TableSeat, kind: PenaltyKind, extra: Record<string, string> = {}) =>
  t.run({ type: 'ElectPenalty', deal: 1, by, against, kind, ...extra });

describe('whist leads out of turn (whist-1900:64-66)', () => {
  it('whist-1900:64 a lead out of turn is recorded, not refused, with call-the-card or call-a-suit for the adversaries', () => {
    const t = table('whist');
    const evs = t.play(1, 'E:3S');
    const lot = ofType(evs, 'LeadOutOfTurnRecorded')[0];
    expect(lot).toMatchObject({ seat: 'E', rightful: 'N', law: 'whist-1900:64' });
    expect(lot.remedies.map((r) => r.kind)).toEqual(['call-card', 'call-suit']);
    expect(lot.remedies[1].electors).toEqual(['N', 'S']);
    expect(lot.remedies[1].targets).toEqual(['E', 'W']);
  });
  it('whist-1900:64 a suit called from the offender or his partner binds whichever first has the lead; disobeying it is a revoke (whist-1900:76)', () => {
    const t = table('whist');
    t.play(1, 'E:3S');
    const evs = elect(t, 'N', 'E', 'call-suit', { suit: 'H' });
    expect(ofType(evs, 'CardsReturned')[0].cards).toEqual([{ seat: 'E', card: '3S' }]);
    t.play(1, 'N:2S E:7S S:4S W:KS');
    const rev = ofType(t.play(1, 'W:5S'), 'RevokeCommitted')[0];
    expect(rev).toMatchObject({ seat: 'W', duty: 'lead-suit', ledSuit: 'H', law: 'whist-1900:76' });
    expect(rev.evidence.source).toBe('dealt-hand');
  });
  it("whist-1900:64 calling the card: the wrongly led card must be played at the offender's next turn", () => {
    const t = table('whist');
    t.play(1, 'E:3S');
    elect(t, 'S', 'E', 'call-card');
    const evs = t.play(1, 'N:2S E:7S');
    expect(ofType(evs, 'RevokeCommitted')[0]).toMatchObject({
      seat: 'E',
      duty: 'play-card',
      evidence: { heldCard: '3S' },
    });
  });
  it("whist-1900:64 when the right leader's partner led, the suit must be called at once from the right leader", () => {
    const t = table('whist');
    const lot = ofType(t.play(1, 'S:4S'), 'LeadOutOfTurnRecorded')[0];
    expect(lot.remedies.find((r) => r.kind === 'call-suit')!.targets).toEqual(['N']);
    t.play(1, 'W:5S N:2S');
    const v = t.refused({ type: 'ElectPenalty', deal: 1, by: 'E', against: 'S', kind: 'call-suit', suit: 'H' });
    expect(v).toMatchObject({ code: 'PENALTY_NOT_AVAILABLE', law: 'whist-1900:64' });
  });
  it('whist-1900:66 a false lead all three others followed stands and no penalty can be elected for it', () => {
    const t = table('whist');
    t.play(1, 'E:3S S:4S W:5S N:2S');
    expect(t.deal().tricks[0].winner).toBe('W');
    const v = t.refused({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'call-card' });
    expect(v).toMatchObject({ code: 'PENALTY_NOT_AVAILABLE', law: 'whist-1900:66' });
  });
  it('whist-1900:66 when only the second (or second and third) played to a false lead, their cards go back and only the offender is liable', () => {
    const t = table('whist');
    t.play(1, 'E:3S S:4S');
    const back = ofType(elect(t, 'N', 'E', 'call-suit', { suit: 'D' }), 'CardsReturned')[0];
    expect(back.cards.map((c) => c.seat)).toEqual(['E', 'S']);
    expect(t.deal().tricks).toHaveLength(0);
    expect(t.deal().obligations[0].seats).toEqual(['E', 'W']);
  });
  it('whist-1900:66 a false lead can be withdrawn with the cards that followed it', () => {
    const t = table('whist');
    t.play(1, 'E:3S S:4S');
    const evs = t.run({ type: 'CorrectPlay', deal: 1, kind: 'false-lead-withdrawn' });
    expect(ofType(evs, 'CardsReturned')[0].law).toBe('whist-1900:66');
    expect(t.refused({ type: 'CorrectPlay', deal: 1, kind: 'false-lead-withdrawn' }).code).toBe(
      'CORRECTION_NOT_ALLOWED',
    );
  });
  it("whist-1900:65 the leader's partner leading with him (a card of another suit before the second hand): highest or lowest of the suit properly led, or his card called", () => {
    const t = table('whist');
    t.play(1, 'N:AS');
    const p = ofType(t.play(1, 'S:JH'), 'PlayOutOfTurnRecorded')[0];
    expect(p.remedies.map((r) => [r.kind, r.targets])).toEqual([
      ['call-highest', ['S']],
      ['call-lowest', ['S']],
      ['call-card', ['S']],
    ]);
    const back = ofType(elect(t, 'E', 'S', 'call-highest'), 'CardsReturned')[0];
    expect(back).toMatchObject({ cards: [{ seat: 'S', card: 'JH' }], law: 'whist-1900:65' });
    t.play(1, 'E:3S');
    expect(ofType(t.play(1, 'S:4S'), 'RevokeCommitted')[0]).toMatchObject({
      seat: 'S',
      duty: 'highest',
      evidence: { heldCard: 'QS' },
    });
  });
  it('whist-1900:67 no penalty can compel a revoke: a called card of another suit gives way to following suit', () => {
    const t = table('whist');
    t.run({ type: 'ExposeCards', deal: 1, seat: 'E', cards: ['AH'], how: 'dropped' });
    elect(t, 'N', 'E', 'call-card');
    const evs = t.play(1, 'N:2S E:3S');
    expect(ofType(evs, 'RevokeCommitted')).toHaveLength(0);
  });
  it('whist-1900:69 a suit called from a player who has none of it: the penalty is paid', () => {
    const hands = { N: 'AKQJT98765432...', E: '.AKQJT98765432..', S: '..AKQJT98765432.', W: '...AKQJT98765432' };
    const t = table('whist', { hands });
    t.play(1, 'E:AH');
    elect(t, 'N', 'E', 'call-suit', { suit: 'S' });
    t.play(1, 'N:AS E:KH S:AD W:AC');
    const evs = t.play(1, 'W:KC');
    expect(ofType(evs, 'RevokeCommitted')).toHaveLength(0);
  });
});
