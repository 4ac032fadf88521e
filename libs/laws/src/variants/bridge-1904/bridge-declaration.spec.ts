import type { PenaltyKind } from '../../core/duties';
import type { TableSeat } from '../../core/seats/table-seat';
import { scoresheetOfSession } from '../../decide/scoresheet/session-scoresheet';
import { autoplay } from '../../testing/autoplay';
import { Table, ofType, table } from '../../testing/given';
import { dealOutcome } from '../../views/deal-outcome';

// W deals; E is his partner (Dummy); N is the eldest hand; S the dealer's right-hand adversary. Round-robin hands.
const call = (t: Table, seat: TableSeat, c: string, trumpSuit?: string) =>
  t.run({ type: 'MakeCall', deal: 1, seat, call: c, ...(trumpSuit ? { trumpSuit } : {}) });
const elect = (t: Table, by: TableSeat, against: TableSeat, kind: PenaltyKind) =>
  t.run({ type: 'ElectPenalty', deal: 1, by, against, kind });
const refusedElection = (t: Table, by: TableSeat, against: TableSeat, kind: PenaltyKind) =>
  t.refused({ type: 'ElectPenalty', deal: 1, by, against, kind });

describe("bridge-1904:49 the dealer's partner declares without the dealer's permission", () => {
  it('bridge-1904:49 the declaration is recorded with the irregularity; it stands for now, the eldest hand may demand a new deal or that it stand', () => {
    const t = table('bridge-1904');
    const evs = call(t, 'E', 'declare', 'H');
    expect(evs.map((e) => e.type)).toEqual(['CallMade', 'ContractFixed', 'IrregularityRecorded']);
    expect(ofType(evs, 'ContractFixed')[0].contract).toMatchObject({
      caller: 'W',
      dummy: 'E',
      trump: 'H',
      leader: 'N',
    });
    const [irr] = ofType(evs, 'IrregularityRecorded');
    expect(irr).toMatchObject({ kind: 'declaration-out-of-turn', seat: 'E', law: 'bridge-1904:49' });
    expect(irr.remedies.map((r) => [r.kind, r.electors])).toEqual([
      ['new-deal', ['N']],
      ['declaration-stands', ['N']],
    ]);
  });

  it('bridge-1904:49 II the eldest hand demands a new deal: the hand ends without a score', () => {
    const t = table('bridge-1904');
    call(t, 'E', 'declare', 'NT');
    expect(refusedElection(t, 'S', 'E', 'new-deal')).toMatchObject({
      code: 'PENALTY_NOT_AVAILABLE',
      law: 'bridge-1904:49',
    });
    expect(refusedElection(t, 'W', 'E', 'new-deal').code).toBe('PENALTY_NOT_AVAILABLE');
    const ended = ofType(elect(t, 'N', 'E', 'new-deal'), 'DealEnded');
    expect(ended).toMatchObject([{ reason: 'new-deal', offender: 'E' }]);
    expect(dealOutcome(t.state, 1)).toBeNull();
    expect(scoresheetOfSession(t.state)).toMatchObject({ deals: [], score: { NS: 0, EW: 0 } });
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: '2S' }).code).toBe('HAND_ENDED');
  });

  it('bridge-1904:49 once a declaration as to doubling is made ("May I lead?") the declaration stands: no new deal', () => {
    const t = table('bridge-1904');
    call(t, 'E', 'declare', 'S');
    call(t, 'N', 'may-i-lead');
    expect(refusedElection(t, 'N', 'E', 'new-deal')).toMatchObject({
      code: 'PENALTY_NOT_AVAILABLE',
      law: 'bridge-1904:49',
    });
    const u = table('bridge-1904');
    call(u, 'E', 'declare', 'S');
    call(u, 'N', 'double');
    expect(refusedElection(u, 'N', 'E', 'new-deal').law).toBe('bridge-1904:49');
  });

  it('bridge-1904:49 if a new deal is not claimed before the first lead, the declaration stands and is scored', () => {
    const t = table('bridge-1904');
    call(t, 'E', 'declare', 'D');
    t.play(1, 'N:2S');
    expect(refusedElection(t, 'N', 'E', 'new-deal').law).toBe('bridge-1904:49');
    autoplay(t, 51);
    expect(dealOutcome(t.state, 1)).toMatchObject({ declarer: 'W', trump: 'D', doublings: 0 });
  });

  it('bridge-1904:49 I the eldest hand lets it stand: the election is recorded and final', () => {
    const t = table('bridge-1904');
    call(t, 'E', 'declare', 'C');
    const [e] = ofType(elect(t, 'N', 'E', 'declaration-stands'), 'PenaltyElected');
    expect(e).toMatchObject({ by: 'N', kind: 'declaration-stands', law: 'bridge-1904:49', obligation: null });
    expect(refusedElection(t, 'N', 'E', 'new-deal').code).toBe('PENALTY_ALREADY_ELECTED');
    expect(t.deal().contract).toMatchObject({ trump: 'C', caller: 'W' });
  });

  it('bridge-1904:52 bridge-1904:61 a declaration once made cannot be altered: the dealer may not declare after his partner did', () => {
    const t = table('bridge-1904');
    call(t, 'E', 'declare', 'C');
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'NT' })).toMatchObject({
      code: 'CALL_NOT_ALLOWED',
      law: 'bridge-1904:52',
    });
  });
});

describe("bridge-1904:50 the dealer's partner passes the declaration to the dealer", () => {
  it('bridge-1904:50 after "I leave it to you": recorded; the dealer may not declare; the eldest hand demands that the partner declare', () => {
    const t = table('bridge-1904');
    call(t, 'W', 'leave-it');
    const evs = call(t, 'E', 'leave-it');
    const [irr] = ofType(evs, 'IrregularityRecorded');
    expect(irr).toMatchObject({ kind: 'declaration-out-of-turn', seat: 'E', law: 'bridge-1904:50' });
    expect(irr.remedies.map((r) => [r.kind, r.electors])).toEqual([
      ['new-deal', ['N']],
      ['partner-declares', ['N']],
    ]);
    expect(t.deal().contract).toBeNull();
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'S' }).law).toBe(
      'bridge-1904:48',
    );
    elect(t, 'N', 'E', 'partner-declares');
    const after = call(t, 'E', 'declare', 'H');
    expect(ofType(after, 'IrregularityRecorded')).toEqual([]);
    expect(ofType(after, 'ContractFixed')[0].contract).toMatchObject({ trump: 'H', caller: 'W', dummy: 'E' });
  });

  it('bridge-1904:50 II before the dealer spoke: once demanded, the partner declares and the dealer may not', () => {
    const t = table('bridge-1904');
    call(t, 'E', 'leave-it');
    elect(t, 'N', 'E', 'partner-declares');
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'S' })).toMatchObject({
      code: 'CALL_NOT_ALLOWED',
      law: 'bridge-1904:50',
    });
    expect(ofType(call(t, 'E', 'declare', 'NT'), 'ContractFixed')[0].contract.noTrumps).toBe(true);
  });

  it('bridge-1904:50 I the eldest hand demands a new deal', () => {
    const t = table('bridge-1904');
    call(t, 'W', 'leave-it');
    call(t, 'E', 'leave-it');
    expect(ofType(elect(t, 'N', 'E', 'new-deal'), 'DealEnded')[0].reason).toBe('new-deal');
    expect(dealOutcome(t.state, 1)).toBeNull();
  });

  it('bridge-1904:50 without a demand the dealer keeps his option; the demand comes too late once he has declared (bridge-1904:52)', () => {
    const t = table('bridge-1904');
    call(t, 'E', 'leave-it');
    call(t, 'W', 'declare', 'S');
    expect(refusedElection(t, 'N', 'E', 'partner-declares')).toMatchObject({
      code: 'PENALTY_NOT_AVAILABLE',
      law: 'bridge-1904:52',
    });
    // the new deal, read as under 49, is open until a declaration as to doubling is made
    expect(ofType(elect(t, 'N', 'E', 'new-deal'), 'DealEnded')).toHaveLength(1);
  });
});

describe("bridge-1904:51 either of the dealer's adversaries makes the declaration", () => {
  it('bridge-1904:51 recorded with no effect; the dealer alone may claim a fresh deal', () => {
    const t = table('bridge-1904');
    const evs = call(t, 'N', 'declare', 'S');
    expect(ofType(evs, 'ContractFixed')).toEqual([]);
    const [irr] = ofType(evs, 'IrregularityRecorded');
    expect(irr).toMatchObject({ kind: 'declaration-out-of-turn', seat: 'N', law: 'bridge-1904:51' });
    expect(irr.remedies.map((r) => [r.kind, r.electors])).toEqual([['new-deal', ['W']]]);
    expect(t.deal().status).toBe('bidding');
    expect(refusedElection(t, 'E', 'N', 'new-deal').law).toBe('bridge-1904:51');
    expect(ofType(elect(t, 'W', 'N', 'new-deal'), 'DealEnded')).toMatchObject([{ reason: 'new-deal', offender: 'N' }]);
  });

  it('bridge-1904:51 the dealer proceeds as if no declaration had been made: his own declaration fixes the trump; no fresh deal then', () => {
    const t = table('bridge-1904');
    call(t, 'S', 'declare', 'S');
    const fixed = ofType(call(t, 'W', 'declare', 'H'), 'ContractFixed')[0];
    expect(fixed.contract).toMatchObject({ trump: 'H', caller: 'W' });
    expect(refusedElection(t, 'W', 'S', 'new-deal')).toMatchObject({
      code: 'PENALTY_NOT_AVAILABLE',
      law: 'bridge-1904:51',
    });
    // the adversary's call is not the declaration: the doubling begins with the eldest hand (bridge-1904:54)
    expect(ofType(call(t, 'N', 'double'), 'ContractFixed')[0].contract.doublings).toBe(1);
  });

  it("bridge-1904:51 an adversary's declaration after the dealer left it: the partner still declares, the dealer may claim until he does", () => {
    const t = table('bridge-1904');
    call(t, 'W', 'leave-it');
    call(t, 'N', 'declare', 'NT');
    expect(t.deal().status).toBe('bidding');
    expect(ofType(call(t, 'E', 'declare', 'D'), 'ContractFixed')[0].contract.trump).toBe('D');
    expect(refusedElection(t, 'W', 'N', 'new-deal').law).toBe('bridge-1904:51');
  });
});
