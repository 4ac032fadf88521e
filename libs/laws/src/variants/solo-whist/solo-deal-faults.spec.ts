import { Table, ofType, table } from '../../testing/given';
import { dealOutcome } from '../../views/deal-outcome';
import { HOFFMANN_SCALE } from './stakes';
import { settleSoloDeal } from './settle-solo-revokes';
import type { SoloOutcome } from '../../core/outcome';

/** A solo deal W deals (N eldest); `hands: null` leaves the hands unrecorded. */
function soloDeal(hands: null | undefined = undefined): Table {
  return table('solo-whist', hands === null ? { hands: null } : {});
}
function solo(t: Table, caller = 'N'): Table {
  for (const seat of ['N', 'E', 'S', 'W'] as const)
    t.run({ type: 'MakeCall', deal: 1, seat, call: seat === caller ? 'solo' : 'pass' });
  return t;
}
const BASIC = HOFFMANN_SCALE.basic.solo;

describe('solo whist deal faults (solo-hoffmann:p149, p154)', () => {
  it('solo-hoffmann:p149 a misdeal: a new deal, no penalty, and the same dealer deals again', () => {
    const t = soloDeal();
    const evs = t.run({ type: 'RecordIrregularity', deal: 1, seat: 'W', kind: 'misdeal' });
    expect(ofType(evs, 'IrregularityRecorded')[0]).toMatchObject({
      kind: 'misdeal',
      seat: 'W',
      remedies: [],
      law: 'solo-hoffmann:p149',
      noPenaltyLaw: 'solo-hoffmann:p149',
    });
    expect(t.deal().end).toMatchObject({ reason: 'new-deal', offence: 'misdeal' });
    expect(dealOutcome(t.state, 1)).toBeNull();
    const other = t.refused({ type: 'StartDeal', dealer: 'N' });
    expect(other.law).toBe('solo-hoffmann:p149');
    t.run({ type: 'StartDeal', dealer: 'W' });
    expect(t.deal(2).dealer).toBe('W');
  });

  it('solo-hoffmann:p149 a card found faced in the pack: a new deal by the same dealer, the card recorded', () => {
    const t = soloDeal();
    const [e] = ofType(
      t.run({ type: 'RecordIrregularity', deal: 1, seat: 'W', kind: 'misdeal', card: 'QH' }),
      'IrregularityRecorded',
    );
    expect(e.cards).toEqual(['QH']);
    expect(t.deal().end?.reason).toBe('new-deal');
  });

  it("solo-hoffmann:p149 a misdeal is the dealer's, and is no longer recorded once the first call is made (solo-hoffmann:p154 then applies)", () => {
    const t = soloDeal();
    expect(t.refused({ type: 'RecordIrregularity', deal: 1, seat: 'N', kind: 'misdeal' }).law).toBe(
      'solo-hoffmann:p149',
    );
    t.run({ type: 'MakeCall', deal: 1, seat: 'N', call: 'pass' });
    const r = t.refused({ type: 'RecordIrregularity', deal: 1, seat: 'W', kind: 'misdeal' });
    expect(r).toMatchObject({ code: 'CORRECTION_NOT_ALLOWED', law: 'solo-hoffmann:p154' });
  });

  it('solo-hoffmann:p149 the deal laws of the other games are not recorded here: a misdeal in whist is refused', () => {
    const t = table('whist');
    expect(t.refused({ type: 'RecordIrregularity', deal: 1, seat: 'W', kind: 'misdeal' }).code).toBe(
      'MALFORMED_COMMAND',
    );
  });

  it('solo-hoffmann:p154 a wrong number of cards found before the first call: a new deal by the same dealer (misdeal rule)', () => {
    const t = soloDeal(null);
    const evs = t.run({ type: 'RecordIrregularity', deal: 1, seat: 'E', kind: 'wrong-card-count', seats: ['S'] });
    expect(ofType(evs, 'IrregularityRecorded').map((e) => [e.seat, e.kind, e.law])).toEqual([
      ['E', 'wrong-card-count', 'solo-hoffmann:p154'],
      ['S', 'wrong-card-count', 'solo-hoffmann:p154'],
    ]);
    expect(t.deal().end).toMatchObject({ reason: 'new-deal', offence: 'wrong-card-count' });
    expect(dealOutcome(t.state, 1)).toBeNull();
    expect(t.refused({ type: 'StartDeal', dealer: 'N' }).law).toBe('solo-hoffmann:p149');
  });

  it("solo-hoffmann:p154 found during play with the caller's cards correct: the hand ends and the caller wins, whatever happened", () => {
    const t = solo(soloDeal(null));
    t.play(1, 'N:2S E:3S S:4S W:AS');
    t.run({ type: 'RecordIrregularity', deal: 1, seat: 'E', kind: 'wrong-card-count', seats: ['W'] });
    expect(t.deal().end).toMatchObject({ reason: 'wrong-card-count' });
    const o = dealOutcome(t.state, 1) as SoloOutcome;
    expect(o).toMatchObject({ call: 'solo', caller: 'N', wrongCardCount: ['E', 'W'] });
    const r = settleSoloDeal(o);
    expect(r).toMatchObject({ result: 'made', offenderPays: 'E', laws: ['solo-hoffmann:p154'] });
    expect(r.balances).toMatchObject({ N: 3 * BASIC, E: -3 * BASIC, S: 0, W: 0 });
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'W', card: '2H' }).code).toBe('HAND_ENDED');
  });

  it('solo-hoffmann:p154 a caller holding the wrong number loses the stake whatever happened', () => {
    const t = solo(soloDeal(null));
    t.run({ type: 'RecordIrregularity', deal: 1, seat: 'N', kind: 'wrong-card-count', seats: ['S'] });
    const r = settleSoloDeal(dealOutcome(t.state, 1) as SoloOutcome);
    expect(r).toMatchObject({ result: 'lost', laws: ['solo-hoffmann:p154'] });
    expect(r.balances).toMatchObject({ N: -3 * BASIC, E: BASIC, S: BASIC, W: BASIC });
  });

  it('solo-hoffmann:p154 found during the auction: recorded, the auction goes on, and the deal is settled on the counts', () => {
    const t = soloDeal(null);
    t.run({ type: 'MakeCall', deal: 1, seat: 'N', call: 'pass' });
    t.run({ type: 'RecordIrregularity', deal: 1, seat: 'S', kind: 'wrong-card-count', seats: ['W'] });
    expect(t.deal().status).toBe('bidding');
    for (const seat of ['E', 'S', 'W'] as const)
      t.run({ type: 'MakeCall', deal: 1, seat, call: seat === 'E' ? 'solo' : 'pass' });
    expect(t.deal().status).toBe('playing');
    t.play(1, 'N:2S E:3S S:4S W:AS');
    t.run({ type: 'AbandonHand', deal: 1 });
    expect(settleSoloDeal(dealOutcome(t.state, 1) as SoloOutcome)).toMatchObject({
      result: 'made',
      offenderPays: 'S',
      laws: ['solo-hoffmann:p154'],
    });
  });

  it('solo-hoffmann:p154 a wrong count contradicting the recorded hands (a perfect pack, 13 each) is refused', () => {
    const t = solo(soloDeal());
    expect(t.refused({ type: 'RecordIrregularity', deal: 1, seat: 'E', kind: 'wrong-card-count' })).toMatchObject({
      code: 'NOT_A_PERFECT_PACK',
      law: 'solo-hoffmann:p154',
    });
  });
});
