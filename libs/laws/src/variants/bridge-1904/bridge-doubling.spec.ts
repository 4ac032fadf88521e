import type { PenaltyKind } from '../../core/duties';
import type { TableSeat } from '../../core/seats/table-seat';
import { scoresheetOfSession } from '../../decide/scoresheet/session-scoresheet';
import { autoplay } from '../../testing/autoplay';
import { Table, ofType, table } from '../../testing/given';
import { dealOutcome } from '../../views/deal-outcome';

// W deals and declares; E is Dummy; N is the eldest hand; S the dealer's right-hand adversary. Round-robin hands.
const declared = (suit = 'S') => {
  const t = table('bridge-1904');
  t.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: suit });
  return t;
};
const call = (t: Table, seat: TableSeat, c: string) => t.run({ type: 'MakeCall', deal: 1, seat, call: c });
const refusedCall = (t: Table, seat: TableSeat, c: string) => t.refused({ type: 'MakeCall', deal: 1, seat, call: c });
const elect = (t: Table, by: TableSeat, against: TableSeat, kind: PenaltyKind) =>
  t.run({ type: 'ElectPenalty', deal: 1, by, against, kind });
const doublings = (t: Table) => t.deal().contract!.doublings;

describe('bridge-1904:54 "May I lead?" and its answer', () => {
  it('bridge-1904:54 the eldest hand asks "May I lead?", his partner answers "Yes": no doubling; bridge-1904:60 the play begins', () => {
    const t = declared();
    expect(call(t, 'N', 'may-i-lead').map((e) => e.type)).toEqual(['CallMade']);
    expect(refusedCall(t, 'N', 'yes')).toMatchObject({ code: 'CALL_NOT_ALLOWED', law: 'bridge-1904:54' });
    call(t, 'S', 'yes');
    expect(refusedCall(t, 'S', 'double')).toMatchObject({ code: 'CALL_NOT_ALLOWED', law: 'bridge-1904:60' });
    expect(doublings(t)).toBe(0);
  });

  it('bridge-1904:54 his partner answers "I double"', () => {
    const t = declared();
    call(t, 'N', 'may-i-lead');
    expect(ofType(call(t, 'S', 'double'), 'ContractFixed')[0].contract.doublings).toBe(1);
  });

  it('bridge-1904:54 the eldest hand has the first right: he doubles; only the adversaries double', () => {
    const t = declared();
    expect(refusedCall(t, 'W', 'double')).toMatchObject({ code: 'CALL_NOT_ALLOWED', law: 'bridge-1904:54' });
    expect(refusedCall(t, 'E', 'may-i-lead').law).toBe('bridge-1904:54');
    expect(refusedCall(t, 'S', 'yes').law).toBe('bridge-1904:54');
    expect(refusedCall(t, 'N', 'satisfied').law).toBe('bridge-1904:54');
    call(t, 'N', 'double');
    expect(doublings(t)).toBe(1);
  });

  it('bridge-1904:54 having asked "May I lead?" the eldest hand may not double himself', () => {
    const t = declared();
    call(t, 'N', 'may-i-lead');
    expect(refusedCall(t, 'N', 'double').law).toBe('bridge-1904:54');
  });

  it('bridge-1904:53 there is no doubling before the declaration', () => {
    const t = table('bridge-1904');
    expect(refusedCall(t, 'N', 'may-i-lead').law).toBe('bridge-1904:53');
  });
});

describe('bridge-1904:57 the dealer\'s right-hand adversary doubles before his partner asked "May I lead?"', () => {
  it('bridge-1904:57 recorded, the contract not yet doubled; the declarer of the trump says whether it stands', () => {
    const t = declared('H');
    const evs = call(t, 'S', 'double');
    expect(ofType(evs, 'ContractFixed')).toEqual([]);
    const [irr] = ofType(evs, 'IrregularityRecorded');
    expect(irr).toMatchObject({ kind: 'double-out-of-turn', seat: 'S', law: 'bridge-1904:57' });
    expect(irr.remedies.map((r) => [r.kind, r.electors])).toEqual([
      ['double-stands', ['W']],
      ['double-not-accepted', ['W']],
    ]);
    expect(doublings(t)).toBe(0);
    // the decision comes first
    expect(refusedCall(t, 'N', 'double')).toMatchObject({ code: 'CALL_NOT_ALLOWED', law: 'bridge-1904:57' });
    expect(t.refused({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'S', kind: 'double-stands' }).law).toBe(
      'bridge-1904:57',
    );
  });

  it('bridge-1904:57 the declarer lets it stand: the contract is doubled and re-doubling continues (bridge-1904:55)', () => {
    const t = declared('H');
    call(t, 'S', 'double');
    const evs = elect(t, 'W', 'S', 'double-stands');
    expect(ofType(evs, 'ContractFixed')[0].contract.doublings).toBe(1);
    expect(ofType(call(t, 'W', 'redouble'), 'ContractFixed')[0].contract.doublings).toBe(2);
    // the original doubler, S, has the first right to double again (bridge-1904:56)
    call(t, 'S', 'redouble');
    expect(doublings(t)).toBe(3);
  });

  it('bridge-1904:57 the trump was declared by the partner (bridge-1904:48): he decides, not the dealer', () => {
    const t = table('bridge-1904');
    call(t, 'W', 'leave-it');
    t.run({ type: 'MakeCall', deal: 1, seat: 'E', call: 'declare', trumpSuit: 'D' });
    const [irr] = ofType(call(t, 'S', 'double'), 'IrregularityRecorded');
    expect(irr.remedies[0].electors).toEqual(['E']);
    expect(t.refused({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'S', kind: 'double-stands' }).code).toBe(
      'PENALTY_NOT_AVAILABLE',
    );
    elect(t, 'E', 'S', 'double-stands');
    // bridge-1904:55: the player who declared the trump has the first right to re-double
    const [late] = ofType(call(t, 'W', 'redouble'), 'IrregularityRecorded');
    expect(late).toMatchObject({ kind: 'double-out-of-turn', law: 'bridge-1904:58' });
    expect(late.remedies[0].electors).toEqual(['S']);
  });

  it('bridge-1904:58 a double out of turn not accepted: no further doubling in that hand; scored undoubled', () => {
    const t = declared('NT');
    call(t, 'S', 'double');
    expect(ofType(elect(t, 'W', 'S', 'double-not-accepted'), 'ContractFixed')).toEqual([]);
    expect(refusedCall(t, 'N', 'double')).toMatchObject({ code: 'CALL_NOT_ALLOWED', law: 'bridge-1904:58' });
    expect(refusedCall(t, 'N', 'may-i-lead').law).toBe('bridge-1904:58');
    autoplay(t, 52);
    expect(dealOutcome(t.state, 1)).toMatchObject({ trump: 'NT', doublings: 0 });
  });

  it('bridge-1904:57 a double out of turn still undecided when the play is under way (a card after the lead) does not stand', () => {
    const t = declared('C');
    call(t, 'S', 'double');
    t.play(1, 'N:2S');
    autoplay(t, 1);
    expect(t.refused({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'S', kind: 'double-stands' })).toMatchObject({
      code: 'PENALTY_NOT_AVAILABLE',
      law: 'bridge-1904:53',
    });
    autoplay(t, 50);
    expect(dealOutcome(t.state, 1)).toMatchObject({ trump: 'C', doublings: 0 });
  });
});

describe('bridge-1904:55-56, 58 re-doubling: the first right, "Satisfied", re-doubles out of turn', () => {
  it('bridge-1904:55 the declarer of the trump says "Satisfied": the right passes to his partner; both satisfied ends it (bridge-1904:60)', () => {
    const t = declared();
    call(t, 'N', 'double');
    call(t, 'W', 'satisfied');
    expect(refusedCall(t, 'W', 'redouble').law).toBe('bridge-1904:55');
    call(t, 'E', 'satisfied');
    expect(refusedCall(t, 'E', 'redouble').law).toBe('bridge-1904:60');
    expect(doublings(t)).toBe(1);
  });

  it('bridge-1904:55 after "Satisfied" the partner may re-double', () => {
    const t = declared();
    call(t, 'N', 'double');
    call(t, 'W', 'satisfied');
    expect(ofType(call(t, 'E', 'redouble'), 'ContractFixed')[0].contract.doublings).toBe(2);
  });

  it('bridge-1904:58 Dummy re-doubles before the declarer spoke: the adversary who last doubled decides', () => {
    const t = declared();
    call(t, 'N', 'double');
    const [irr] = ofType(call(t, 'E', 'redouble'), 'IrregularityRecorded');
    expect(irr).toMatchObject({ kind: 'double-out-of-turn', seat: 'E', law: 'bridge-1904:58' });
    expect(irr.remedies.map((r) => r.electors)).toEqual([['N'], ['N']]);
    expect(refusedCall(t, 'W', 'satisfied').law).toBe('bridge-1904:58');
    expect(ofType(elect(t, 'N', 'E', 'double-stands'), 'ContractFixed')[0].contract.doublings).toBe(2);
    // bridge-1904:58: the first right for the adversaries is with N, who last doubled
    expect(ofType(call(t, 'N', 'redouble'), 'ContractFixed')[0].contract.doublings).toBe(3);
  });

  it('bridge-1904:56 the original doubler has the first right to double again; his partner first is out of turn (bridge-1904:58)', () => {
    const t = declared('S');
    call(t, 'N', 'double');
    call(t, 'W', 'redouble');
    const [irr] = ofType(call(t, 'S', 'redouble'), 'IrregularityRecorded');
    expect(irr).toMatchObject({ law: 'bridge-1904:58' });
    expect(irr.remedies[0].electors).toEqual(['W']);
    elect(t, 'W', 'S', 'double-not-accepted');
    expect(refusedCall(t, 'N', 'redouble').law).toBe('bridge-1904:58');
    expect(doublings(t)).toBe(2);
  });

  it('bridge-1904:53 a double let stand counts in the score: spades doubled by S out of turn and let stand are worth 4 a trick', () => {
    const t = declared('S');
    call(t, 'S', 'double');
    elect(t, 'W', 'S', 'double-stands');
    autoplay(t, 52);
    const o = dealOutcome(t.state, 1)!;
    expect(o).toMatchObject({ trump: 'S', doublings: 1 });
    const sheet = scoresheetOfSession(t.state) as { deals: readonly { trickValue: number }[] };
    expect(sheet.deals[0].trickValue).toBe(4);
  });
});

describe('bridge-1904:58 a consultation between partners as to doubling', () => {
  const consulted = (t: Table, seat: TableSeat) =>
    t.run({ type: 'RecordIrregularity', deal: 1, seat, kind: 'doubling-consultation' });

  it('bridge-1904:58 the adversaries consulted: the maker of the trump, without consultation, may claim a new deal', () => {
    const t = declared('H');
    const [irr] = ofType(consulted(t, 'S'), 'IrregularityRecorded');
    expect(irr).toMatchObject({ kind: 'doubling-consultation', seat: 'S', law: 'bridge-1904:58' });
    expect(irr.remedies.map((r) => [r.kind, r.electors])).toEqual([['new-deal', ['W']]]);
    expect(t.refused({ type: 'ElectPenalty', deal: 1, by: 'E', against: 'S', kind: 'new-deal' }).code).toBe(
      'PENALTY_NOT_AVAILABLE',
    );
    expect(ofType(elect(t, 'W', 'S', 'new-deal'), 'DealEnded')[0].reason).toBe('new-deal');
    expect(dealOutcome(t.state, 1)).toBeNull();
  });

  it("bridge-1904:58 the dealer's side consulted: the eldest hand may claim it; not once the play has begun", () => {
    const t = declared('H');
    call(t, 'N', 'double');
    const [irr] = ofType(consulted(t, 'E'), 'IrregularityRecorded');
    expect(irr.remedies[0].electors).toEqual(['N']);
    t.play(1, 'N:2S');
    expect(t.refused({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'new-deal' })).toMatchObject({
      code: 'PENALTY_NOT_AVAILABLE',
      law: 'bridge-1904:58',
    });
  });

  it('bridge-1904:58 recorded only between the declaration and the first lead; not a fact of the other games', () => {
    const t = table('bridge-1904');
    expect(t.refused({ type: 'RecordIrregularity', deal: 1, seat: 'S', kind: 'doubling-consultation' })).toMatchObject({
      code: 'CALL_NOT_ALLOWED',
      law: 'bridge-1904:58',
    });
    const w = table('whist');
    expect(w.refused({ type: 'RecordIrregularity', deal: 1, seat: 'S', kind: 'doubling-consultation' }).code).toBe(
      'MALFORMED_COMMAND',
    );
  });
});

describe('bridge-1904:59 the eldest hand leads before the doubling is complete', () => {
  it("bridge-1904:59 the lead does not take away either adversary's right to double: his partner doubles after it", () => {
    const t = declared('H');
    t.play(1, 'N:2S');
    const [made] = ofType(call(t, 'S', 'double'), 'CallMade');
    expect(made).toMatchObject({ seat: 'S', call: 'double', afterLead: true });
    expect(doublings(t)).toBe(1);
    // the dealer may still re-double; the next card played ends the doubling (bridge-1904:53)
    call(t, 'W', 'redouble');
    expect(doublings(t)).toBe(2);
    autoplay(t, 1);
    expect(refusedCall(t, 'N', 'redouble').law).toBe('bridge-1904:53');
  });

  it('bridge-1904:59 the eldest hand himself may still double; "May I lead?" after leading is refused', () => {
    const t = declared('S');
    t.play(1, 'N:2S');
    expect(refusedCall(t, 'N', 'may-i-lead').law).toBe('bridge-1904:59');
    call(t, 'N', 'double');
    expect(doublings(t)).toBe(1);
  });

  it('bridge-1904:59 his partner may re-double only with the consent of the adversary who last doubled', () => {
    const t = declared('S');
    call(t, 'N', 'double');
    call(t, 'W', 'redouble');
    t.play(1, 'N:2S');
    const [irr] = ofType(call(t, 'S', 'redouble'), 'IrregularityRecorded');
    expect(irr).toMatchObject({ kind: 'double-out-of-turn', seat: 'S', law: 'bridge-1904:59' });
    expect(irr.remedies.map((r) => r.electors)).toEqual([['W'], ['W']]);
    expect(doublings(t)).toBe(2);
    const u = declared('S');
    call(u, 'N', 'double');
    call(u, 'W', 'redouble');
    u.play(1, 'N:2S');
    call(u, 'S', 'redouble');
    elect(u, 'W', 'S', 'double-not-accepted');
    expect(refusedCall(u, 'N', 'redouble').law).toBe('bridge-1904:59');
    elect(t, 'W', 'S', 'double-stands');
    expect(doublings(t)).toBe(3);
  });

  it("bridge-1904:59 only the eldest hand's lead: after a lead out of turn there is no doubling (bridge-1904:53)", () => {
    const t = declared('S');
    t.play(1, 'S:4S');
    expect(refusedCall(t, 'N', 'double').law).toBe('bridge-1904:53');
  });
});
