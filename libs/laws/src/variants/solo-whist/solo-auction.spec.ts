import type { TableSeat } from '../../core/seats/table-seat';
import { Table, ofType, table } from '../../testing/given';

const call = (t: Table, seat: TableSeat, c: string, trumpSuit?: string) =>
  t.run({ type: 'MakeCall', deal: 1, seat, call: c, ...(trumpSuit ? { trumpSuit } : {}) });

// W deals, N is eldest; clubs turned up.
describe('solo whist calls (solo-hoffmann:p143-146)', () => {
  it('solo-hoffmann:p144 the eldest hand calls first, then each in turn; a call out of turn is refused', () => {
    const t = table('solo-whist');
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'E', call: 'solo' })).toMatchObject({
      code: 'CALL_NOT_ALLOWED',
      law: 'solo-hoffmann:p144',
    });
    call(t, 'N', 'solo');
    call(t, 'E', 'pass');
    call(t, 'S', 'pass');
    const fixed = ofType(call(t, 'W', 'pass'), 'ContractFixed')[0];
    expect(fixed.contract).toMatchObject({ call: 'solo', caller: 'N', trump: 'C', leader: 'N' });
  });
  it('solo-hoffmann:p146 a higher call cancels a lower one; a passed player may not call again', () => {
    const t = table('solo-whist');
    call(t, 'N', 'solo');
    call(t, 'E', 'misere');
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'S', call: 'solo' }).law).toBe('solo-hoffmann:p146');
    call(t, 'S', 'pass');
    call(t, 'W', 'pass');
    call(t, 'N', 'abondance', 'H');
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'S', call: 'misere-ouverte' }).code).toBe('CALL_NOT_ALLOWED');
    call(t, 'E', 'pass');
    expect(t.deal().contract).toMatchObject({ call: 'abondance', caller: 'N', trump: 'H' });
  });
  it('solo-hoffmann:p144 abondance in trumps outranks a plain-suit abondance', () => {
    const t = table('solo-whist');
    call(t, 'N', 'abondance', 'H');
    call(t, 'E', 'abondance');
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'S', call: 'abondance', trumpSuit: 'S' }).law).toBe(
      'solo-hoffmann:p146',
    );
  });
  it('solo-hoffmann:p145 a proposal accepted by another player: both keep their seats, the turned suit is trumps', () => {
    const t = table('solo-whist');
    call(t, 'N', 'proposal');
    call(t, 'E', 'pass');
    call(t, 'S', 'acceptance');
    const fixed = ofType(call(t, 'W', 'pass'), 'ContractFixed')[0];
    expect(fixed.contract).toMatchObject({ call: 'proposal', caller: 'N', partner: 'S', trump: 'C' });
  });
  it("solo-hoffmann:p146 only the eldest hand may still accept after passing; solo-hoffmann:p145 the dealer's proposal only by the eldest", () => {
    const t = table('solo-whist');
    call(t, 'N', 'pass');
    call(t, 'E', 'pass');
    call(t, 'S', 'pass');
    call(t, 'W', 'proposal');
    const fixed = ofType(call(t, 'N', 'acceptance'), 'ContractFixed')[0];
    expect(fixed.contract).toMatchObject({ caller: 'W', partner: 'N' });
    const u = table('solo-whist');
    call(u, 'N', 'pass');
    call(u, 'E', 'pass');
    call(u, 'S', 'proposal');
    call(u, 'W', 'pass');
    expect(u.refused({ type: 'MakeCall', deal: 1, seat: 'E', call: 'acceptance' })).toMatchObject({
      code: 'CALL_NOT_ALLOWED',
      law: 'solo-hoffmann:p146',
    });
    expect(ofType(call(u, 'N', 'acceptance'), 'ContractFixed')[0].contract).toMatchObject({
      caller: 'S',
      partner: 'N',
    });
  });
  it('solo-hoffmann:p146 all four pass: the hands are thrown in', () => {
    const t = table('solo-whist');
    (['N', 'E', 'S'] as const).forEach((s) => call(t, s, 'pass'));
    expect(ofType(call(t, 'W', 'pass'), 'DealEnded')[0].reason).toBe('passed-out');
  });
  it('solo-hoffmann:p143 misère has no trumps; abondance déclarée is led by the caller wherever he sits', () => {
    const t = table('solo-whist');
    call(t, 'N', 'pass');
    call(t, 'E', 'misere');
    call(t, 'S', 'pass');
    call(t, 'W', 'pass');
    expect(t.deal().contract).toMatchObject({ trump: null, noTrumps: true, leader: 'N' });
    const u = table('solo-whist');
    call(u, 'N', 'pass');
    call(u, 'E', 'abondance-declaree', 'S');
    (['S', 'W'] as const).forEach((s) => call(u, s, 'pass'));
    expect(u.deal().contract).toMatchObject({ trump: 'S', leader: 'E' });
    expect(ofType(u.play(1, 'N:2S'), 'LeadOutOfTurnRecorded')[0].rightful).toBe('E');
  });
});

describe('solo whist overcalls', () => {
  it('solo-hoffmann:p146 an overcalled proposer may raise; the acceptance falls with the proposal', () => {
    const t = table('solo-whist');
    call(t, 'N', 'proposal');
    call(t, 'E', 'acceptance');
    call(t, 'S', 'solo');
    call(t, 'W', 'pass');
    call(t, 'N', 'abondance', 'D');
    call(t, 'E', 'pass');
    const fixed = ofType(call(t, 'S', 'pass'), 'ContractFixed')[0];
    expect(fixed.contract).toMatchObject({ call: 'abondance', caller: 'N', partner: null, trump: 'D' });
  });
});
