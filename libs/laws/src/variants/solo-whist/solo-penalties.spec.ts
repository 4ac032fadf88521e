import type { TableSeat } from '../../core/seats/table-seat';
import { Table, ofType, table } from '../../testing/given';
import { dealOutcome } from '../../views/deal-outcome';

/** A solo deal (round-robin hands, W deals, clubs turned) with `caller` holding `c` and the rest passing. */
function contract(c: string, caller = 'N', trumpSuit?: string): Table {
  const t = table('solo-whist');
  for (const seat of ['N', 'E', 'S', 'W'] as const)
    t.run({
      type: 'MakeCall',
      deal: 1,
      seat,
      call: seat === caller ? c : 'pass',
      ...(seat === caller && trumpSuit ? { trumpSuit } : {}),
    });
  return t;
}
const expose = (t: Table, seat: TableSeat, card: string) =>
  ofType(t.run({ type: 'ExposeCards', deal: 1, seat, cards: [card], how: 'dropped' }), 'CardsExposed')[0];

describe('solo whist penalties (solo-hoffmann:p150-154)', () => {
  it('solo-hoffmann:p150 a single caller exposing his own cards suffers no penalty', () => {
    const t = contract('solo');
    expect(expose(t, 'N', 'AS')).toMatchObject({ remedies: [], noPenaltyLaw: 'solo-hoffmann:p150' });
  });
  it('solo-hoffmann:p150 an adversary of a misère caller exposing a card: the caller wins at once, no election', () => {
    const t = contract('misere');
    t.run({ type: 'ExposeCards', deal: 1, seat: 'E', cards: ['AH'], how: 'dropped' });
    expect(t.deal().end).toMatchObject({ reason: 'misere-forfeit', offender: 'E', offence: 'exposure' });
    expect(dealOutcome(t.state, 1)).toMatchObject({
      call: 'misere',
      caller: 'N',
      protections: [{ kind: 'exposed', offender: 'E' }],
    });
    expect(t.refused({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'play-card' }).code).toBe(
      'HAND_ENDED',
    );
  });
  it('solo-hoffmann:p150 a lead out of turn, a play out of turn or a revoke against a misère makes the caller win', () => {
    const t = contract('misere');
    t.play(1, 'E:3S');
    expect(t.deal().end).toMatchObject({ reason: 'misere-forfeit', offender: 'E', offence: 'lead-out-of-turn' });
    const u = contract('misere');
    u.play(1, 'N:2S E:2H');
    expect(u.deal().end).toMatchObject({ reason: 'misere-forfeit', offender: 'E', offence: 'revoke' });
    const v = contract('misere');
    v.play(1, 'N:2S S:4S');
    expect(v.deal().end).toMatchObject({ offender: 'S', offence: 'play-out-of-turn' });
  });
  it('solo-hoffmann:p150 "follow suit or play the card": the demand binds while the exposed card is unplayed', () => {
    const t = contract('solo');
    const e = expose(t, 'E', 'JS');
    expect(e.remedies.map((r) => r.kind)).toEqual([
      'play-card',
      'do-not-play-card',
      'call-highest',
      'call-lowest',
      'forbid-lead',
    ]);
    expect(e.remedies[0].electors).toEqual(['N']);
    t.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'play-card' });
    expect(ofType(t.play(1, 'N:2S E:3S'), 'RevokeCommitted')[0]).toMatchObject({
      seat: 'E',
      duty: 'play-card',
      law: 'solo-hoffmann:p151',
    });
  });
  it('solo-hoffmann:p150 an exposed trump: "follow suit or pass the trick" forbids trumping', () => {
    const t = contract('solo');
    const e = expose(t, 'E', 'QC');
    expect(e.remedies.some((r) => r.kind === 'follow-or-pass')).toBe(true);
  });
  it('solo-hoffmann:p151 a suit may not be called for an exposed card', () => {
    const t = contract('solo');
    expose(t, 'E', 'JS');
    expect(
      t.refused({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'call-suit', suit: 'H' }),
    ).toMatchObject({ code: 'PENALTY_NOT_AVAILABLE', law: 'solo-hoffmann:p150' });
  });
  it('solo-hoffmann:p151 against a solo or abondance the offender may be forbidden to lead the exposed card', () => {
    const t = contract('solo');
    expose(t, 'E', 'AH');
    t.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'forbid-lead' });
    expect(t.deal().obligations[0]).toMatchObject({ kind: 'forbid-lead', suit: 'H', seats: ['E'] });
    t.play(1, 'N:4D E:KD S:6D W:JD');
    expect(ofType(t.play(1, 'E:AH'), 'RevokeCommitted')[0]).toMatchObject({ seat: 'E', duty: 'forbid-lead', trick: 2 });
    const u = contract('abondance', 'N');
    expose(u, 'E', 'AH');
    expect(u.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'forbid-lead' })).toHaveLength(1);
  });
  it('solo-hoffmann:p151 a lead out of turn: the card treated as exposed or a suit called from him or his partners, under penalty of a revoke', () => {
    const t = contract('solo');
    const lot = ofType(t.play(1, 'E:3S'), 'LeadOutOfTurnRecorded')[0];
    expect(lot.remedies.map((r) => [r.kind, r.targets])).toEqual([
      ['call-card', ['E']],
      ['call-suit', ['E', 'S', 'W']],
    ]);
  });
  it('solo-hoffmann:p151 following suit before a partner who should have played first: that partner to play highest or lowest, trump or not', () => {
    const t = contract('solo');
    t.play(1, 'N:2S');
    const p = ofType(t.play(1, 'S:4S'), 'PlayOutOfTurnRecorded')[0];
    expect(p.remedies.map((r) => [r.kind, r.targets])).toEqual([
      ['call-highest', ['E']],
      ['call-lowest', ['E']],
      ['win-trick', ['E']],
      ['follow-or-pass', ['E']],
    ]);
    t.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'S', kind: 'call-highest' });
    expect(ofType(t.play(1, 'E:3S'), 'RevokeCommitted')[0]).toMatchObject({ seat: 'E', duty: 'highest' });
  });
  it("solo-hoffmann:p151 the wronged partners choose who exacts the penalty: the offender's side cannot elect", () => {
    const u = table('solo-whist');
    for (const [s, c] of [
      ['N', 'proposal'],
      ['E', 'acceptance'],
      ['S', 'pass'],
      ['W', 'pass'],
    ] as const)
      u.run({ type: 'MakeCall', deal: 1, seat: s, call: c });
    u.play(1, 'S:4S');
    expect(u.refused({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'S', kind: 'call-card' }).code).toBe(
      'PENALTY_NOT_AVAILABLE',
    );
    expect(
      ofType(u.run({ type: 'ElectPenalty', deal: 1, by: 'E', against: 'S', kind: 'call-card' }), 'PenaltyElected'),
    ).toHaveLength(1);
  });
  it('solo-hoffmann:p152 all four have played to the trick before the irregularity is noticed: no penalty', () => {
    const t = contract('solo');
    t.play(1, 'E:3S S:4S W:5S N:2S');
    expect(t.refused({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'call-card' })).toMatchObject({
      law: 'solo-hoffmann:p152',
    });
  });
  it('solo-hoffmann:p152 a revoke is established as in whist and its penalty (three tricks) is fixed, not elected', () => {
    const t = contract('solo');
    t.play(1, 'N:2S E:2H');
    expect(ofType(t.play(1, 'S:4S W:5S N:6S'), 'RevokeEstablished')[0].law).toBe('solo-hoffmann:p152');
    t.run({ type: 'AbandonHand', deal: 1, tricks: { N: 7, E: 2, S: 2, W: 2 } });
    t.run({ type: 'ClaimRevoke', deal: 1, id: 'r', by: 'N', against: 'E' });
    expect(
      t.refused({ type: 'ElectRevokePenalty', deal: 1, by: 'N', revokeClaim: 'r', option: 'take-three-tricks' }),
    ).toMatchObject({ law: 'solo-hoffmann:p152' });
    expect(dealOutcome(t.state, 1)).toMatchObject({ call: 'solo', caller: 'N', revokes: [{ seat: 'E' }] });
  });
  it('solo-hoffmann:p153 both sides revoking: both are listed (the deal is void in settlement)', () => {
    const t = contract('solo');
    t.play(1, 'N:2S E:2H S:4S W:5S W:4H N:4D');
    t.run({ type: 'AbandonHand', deal: 1 });
    t.run({ type: 'ClaimRevoke', deal: 1, id: 'a', by: 'N', against: 'E' });
    t.run({ type: 'ClaimRevoke', deal: 1, id: 'b', by: 'E', against: 'N' });
    expect(dealOutcome(t.state, 1)!.revokes.map((r) => r.seat)).toEqual(['E', 'N']);
  });
});
