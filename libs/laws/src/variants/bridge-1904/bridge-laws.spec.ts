import type { PenaltyKind } from '../../core/duties';
import type { TableSeat } from '../../core/seats/table-seat';
import { Table, ofType, table } from '../../testing/given';
import { dealOutcome } from '../../views/deal-outcome';
import { autoplay } from '../../testing/autoplay';

// W deals and declares; E (his partner) is Dummy; N is eldest. Round-robin hands (testing/given.ts).
const declared = (suit = 'H', hands?: Record<string, string> | null) => {
  const t = table('bridge-1904', hands === undefined ? {} : { hands });
  t.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: suit });
  return t;
};
const elect = (t: Table, by: TableSeat, against: TableSeat, kind: PenaltyKind, extra: Record<string, string> = {}) =>
  t.refused({ type: 'ElectPenalty', deal: 1, by, against, kind, ...extra });

describe('bridge-1904 declaration and doubling (bridge-1904:47-61)', () => {
  it('bridge-1904:47 the dealer declares trumps or no trumps; play cannot start before', () => {
    const t = table('bridge-1904');
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: '2S' }).code).toBe('AUCTION_NOT_COMPLETE');
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'X' })).toMatchObject({
      code: 'CALL_NOT_ALLOWED',
      law: 'bridge-1904:47',
    });
    // an adversary's declaration is recorded with no effect on the declaration (bridge-1904:51, bridge-1904-declaration.spec.ts)
    expect(
      ofType(t.run({ type: 'MakeCall', deal: 1, seat: 'N', call: 'declare', trumpSuit: 'S' }), 'ContractFixed'),
    ).toEqual([]);
    const c = ofType(
      t.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'NT' }),
      'ContractFixed',
    )[0];
    expect(c.contract).toMatchObject({ caller: 'W', dummy: 'E', noTrumps: true, trump: null, leader: 'N' });
  });
  it('bridge-1904:48 leaving it to partner: the partner declares', () => {
    const t = table('bridge-1904');
    t.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'leave-it' });
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'S' }).law).toBe(
      'bridge-1904:48',
    );
    const c = ofType(
      t.run({ type: 'MakeCall', deal: 1, seat: 'E', call: 'declare', trumpSuit: 'S' }),
      'ContractFixed',
    )[0];
    expect(c.contract).toMatchObject({ caller: 'W', dummy: 'E', trump: 'S' });
  });
  it('bridge-1904:53 the adversaries double and the declaring side redoubles before the first lead; bridge-1904:58 up to 100 a trick', () => {
    const t = declared('H');
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'W', call: 'double' }).code).toBe('CALL_NOT_ALLOWED');
    t.run({ type: 'MakeCall', deal: 1, seat: 'N', call: 'double' });
    t.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'redouble' });
    // the original doubler has the first right to double again (bridge-1904:56)
    t.run({ type: 'MakeCall', deal: 1, seat: 'N', call: 'redouble' });
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'W', call: 'redouble' }).law).toBe('bridge-1904:58');
    expect(t.deal().contract!.doublings).toBe(3);
    t.play(1, 'N:2S');
    autoplay(t, 1); // the eldest hand's lead alone leaves the doubling open (bridge-1904:59); the next card ends it
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'W', call: 'redouble' }).law).toBe('bridge-1904:53');
  });
});

describe('bridge-1904 irregularities (bridge-1904:62-99)', () => {
  it("bridge-1904:80 an adversary's lead out of turn: the dealer alone may call a suit or the card (bridge-1904:62)", () => {
    const t = declared();
    const lot = ofType(t.play(1, 'S:4S'), 'LeadOutOfTurnRecorded')[0];
    expect(lot.remedies.map((r) => [r.kind, r.electors])).toEqual([
      ['call-suit', ['W']],
      ['call-card', ['W']],
    ]);
    expect(elect(t, 'E', 'S', 'call-card')).toMatchObject({ code: 'PENALTY_NOT_AVAILABLE', law: 'bridge-1904:80' });
  });
  it('bridge-1904:81 the dealer leading out of turn from his hand or Dummy incurs no penalty', () => {
    const t = declared();
    const lot = ofType(t.play(1, 'E:3S'), 'LeadOutOfTurnRecorded')[0];
    expect(lot.remedies).toEqual([]);
    expect(elect(t, 'N', 'E', 'call-card')).toMatchObject({ code: 'PENALTY_NOT_AVAILABLE', law: 'bridge-1904:81' });
  });
  it('bridge-1904:81 the dealer may not rectify his lead out of turn after the second hand has played', () => {
    const t = declared();
    t.play(1, 'W:5S N:2S');
    expect(t.refused({ type: 'CorrectPlay', deal: 1, kind: 'false-lead-withdrawn' })).toMatchObject({
      code: 'CORRECTION_NOT_ALLOWED',
      law: 'bridge-1904:81',
    });
    const ok = declared();
    ok.play(1, 'W:5S');
    expect(
      ofType(ok.run({ type: 'CorrectPlay', deal: 1, kind: 'false-lead-withdrawn' }), 'CardsReturned'),
    ).toHaveLength(1);
  });
  it('bridge-1904:82 a false lead all three followed stands; only an adversary offender can be penalised', () => {
    const t = declared();
    t.play(1, 'S:4S W:5S N:2S E:3S');
    expect(elect(t, 'W', 'S', 'call-card')).toMatchObject({ law: 'bridge-1904:82' });
  });
  it("bridge-1904:72 only cards exposed by the dealer's adversaries may be called; bridge-1904:69 the dealer may expose his own", () => {
    const t = declared();
    const mine = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'W', cards: ['AC'], how: 'dropped' }),
      'CardsExposed',
    )[0];
    expect(mine).toMatchObject({ remedies: [], noPenaltyLaw: 'bridge-1904:69' });
    const theirs = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'S', cards: ['KC'], how: 'dropped' }),
      'CardsExposed',
    )[0];
    expect(theirs.remedies[0]).toMatchObject({ kind: 'call-card', electors: ['W'], law: 'bridge-1904:72' });
  });
  it("bridge-1904:71 an exposure by the leader's partner before the first lead lets the dealer forbid that suit to the leader", () => {
    const t = declared();
    const e = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'S', cards: ['KC'], how: 'dropped' }),
      'CardsExposed',
    )[0];
    expect(e.remedies.find((r) => r.kind === 'forbid-lead')).toMatchObject({ targets: ['N'], law: 'bridge-1904:71' });
    t.run({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'S', kind: 'forbid-lead' });
    const rev = ofType(t.play(1, 'N:3C'), 'RevokeCommitted')[0];
    expect(rev).toMatchObject({ seat: 'N', duty: 'forbid-lead', law: 'bridge-1904:79' });
  });
  it('bridge-1904:75 a dealer who shows his cards to claim the rest may have to lay them face up; they cannot be called', () => {
    const t = declared();
    const e = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'W', cards: ['AC', 'TC'], how: 'shown' }),
      'CardsExposed',
    )[0];
    expect(e).toMatchObject({ remedies: [], noPenaltyLaw: 'bridge-1904:75' });
  });
  it("bridge-1904:76 an adversary's cards thrown face up are exposed and callable by the dealer", () => {
    const t = declared();
    const e = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'N', cards: ['AS', 'KH'], how: 'shown' }),
      'CardsExposed',
    )[0];
    expect(e.remedies[0]).toMatchObject({ electors: ['W'], law: 'bridge-1904:76' });
  });
  it('bridge-1904:77 all hands abandoned: the score stands as claimed and admitted; hands examined only for a revoke', () => {
    const t = declared('H', null);
    t.play(1, 'N:2S E:3S S:4S W:5S');
    t.run({ type: 'AbandonHand', deal: 1, tricks: { NS: 4, EW: 9 }, faceUp: { E: ['7S'] } });
    expect(dealOutcome(t.state, 1)).toMatchObject({
      variant: 'bridge-1904',
      declarer: 'W',
      trump: 'H',
      tricks: { NS: 4, EW: 9 },
      abandoned: true,
    });
  });
  it('bridge-1904:78 a detached card of an adversary named is liable to be called', () => {
    const t = declared();
    const e = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'N', cards: ['AS'], how: 'detached-named', namedBy: 'W' }),
      'CardsExposed',
    )[0];
    expect(e.law).toBe('bridge-1904:78');
  });
  it('bridge-1904:79 a disobeyed call to lead a suit (from the offender or his partner, whichever leads first) carries the penalty of a revoke', () => {
    const t = declared();
    t.play(1, 'S:4S');
    t.run({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'S', kind: 'call-suit', suit: 'D' });
    expect(ofType(t.play(1, 'N:AS'), 'RevokeCommitted')[0]).toMatchObject({
      seat: 'N',
      duty: 'lead-suit',
      law: 'bridge-1904:79',
    });
  });
  it('bridge-1904:83 no penalty can compel a revoke', () => {
    const t = declared();
    t.run({ type: 'ExposeCards', deal: 1, seat: 'N', cards: ['KH'], how: 'dropped' });
    t.run({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'N', kind: 'call-card' });
    t.play(1, 'N:KH E:2H S:3H W:4H');
    expect(ofType(t.play(1, 'N:2S E:3S'), 'RevokeCommitted')).toHaveLength(0);
  });
  it('bridge-1904:84 the call of an exposed card may be repeated until it is played', () => {
    const t = declared();
    t.run({ type: 'ExposeCards', deal: 1, seat: 'S', cards: ['KC'], how: 'dropped' });
    t.run({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'S', kind: 'call-card' });
    t.play(1, 'N:2S E:3S S:4S W:5S');
    expect(
      ofType(t.run({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'S', kind: 'call-card' }), 'PenaltyElected'),
    ).toHaveLength(1);
  });
  it('bridge-1904:86 fourth hand before his partner: the partner (not Dummy or dealer) may be told to win or not', () => {
    const t = declared();
    t.play(1, 'N:2S');
    expect(ofType(t.play(1, 'W:5S'), 'PlayOutOfTurnRecorded')[0]).toMatchObject({
      remedies: [],
      noPenaltyLaw: 'bridge-1904:86',
    });
    const u = declared();
    u.play(1, 'N:2S E:3S S:4S W:KS W:5S');
    const p = ofType(u.play(1, 'S:8S'), 'PlayOutOfTurnRecorded')[0];
    expect(p.remedies.map((r) => [r.kind, r.electors, r.targets])).toEqual([
      ['win-trick', ['W'], ['N']],
      ['lose-trick', ['W'], ['N']],
    ]);
  });
});

describe('bridge-1904 more laws of play', () => {
  it('bridge-1904:70 the dealer or his partner exposing a card before trumps are declared: the eldest hand may claim a new deal', () => {
    const t = table('bridge-1904');
    const e = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'E', cards: ['AH'], how: 'dropped' }),
      'CardsExposed',
    )[0];
    expect(e.remedies).toEqual([{ kind: 'new-deal', electors: ['N'], targets: [], law: 'bridge-1904:70' }]);
    expect(t.refused({ type: 'ElectPenalty', deal: 1, by: 'S', against: 'E', kind: 'new-deal' }).law).toBe(
      'bridge-1904:70',
    );
    const evs = t.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'new-deal' });
    expect(ofType(evs, 'DealEnded')[0].reason).toBe('new-deal');
  });
  it('bridge-1904:66 a card played cannot be taken back except to correct a revoke', () => {
    const t = declared();
    t.play(1, 'N:2S E:3S');
    expect(t.refused({ type: 'CorrectPlay', deal: 1, kind: 'take-back', seat: 'E', card: '3S' })).toMatchObject({
      code: 'CORRECTION_NOT_ALLOWED',
      law: 'bridge-1904:66',
    });
  });
  it('bridge-1904:73 bridge-1904:88 two cards played to one trick: the second is recorded as an exposure, not as a play', () => {
    const t = declared();
    t.play(1, 'N:2S E:3S');
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: '6S' })).toMatchObject({
      code: 'SEAT_ALREADY_PLAYED',
      law: 'bridge-1904:88',
    });
    expect(
      ofType(t.run({ type: 'ExposeCards', deal: 1, seat: 'N', cards: ['6S'], how: 'two-played' }), 'CardsExposed')[0]
        .law,
    ).toBe('bridge-1904:72');
  });
  it('bridge-1904:85 a player called on to lead a suit he does not hold has paid the penalty', () => {
    const hands = { N: 'AKQJT98765432...', E: '.AKQJT98765432..', S: '..AKQJT98765432.', W: '...AKQJT98765432' };
    const t = declared('NT', hands);
    t.play(1, 'S:AD');
    t.run({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'S', kind: 'call-suit', suit: 'H' });
    expect(ofType(t.play(1, 'N:AS'), 'RevokeCommitted')).toHaveLength(0);
  });
});

describe('bridge-1904 premature and omitted plays', () => {
  it("bridge-1904:74 an adversary's premature winning lead: his partner may be told to win, the cards are exposed", () => {
    const t = declared();
    t.play(1, 'N:AS E:3S');
    const e = ofType(t.play(1, 'N:KH'), 'CardsExposed')[0];
    expect(e).toMatchObject({ law: 'bridge-1904:74' });
    expect(e.remedies[0]).toMatchObject({ kind: 'win-trick', electors: ['W'], targets: ['S'] });
  });
  it('bridge-1904:87 a missed trick: the adversaries may claim a new deal, unless Dummy missed it', () => {
    const t = declared();
    t.play(1, 'N:2S E:3S S:QS');
    expect(ofType(t.play(1, 'S:2D'), 'PlayOmitted')[0]).toMatchObject({
      seat: 'W',
      remedies: [{ kind: 'new-deal', electors: ['N', 'S'] }],
    });
    const u = declared();
    u.play(1, 'N:6S S:4S W:5S');
    expect(ofType(u.play(1, 'N:2S'), 'PlayOmitted')[0]).toMatchObject({
      seat: 'E',
      remedies: [],
      noPenaltyLaw: 'bridge-1904:87',
    });
  });
});

describe('bridge-1904 wrong naming', () => {
  it('bridge-1904:78 the dealer naming a wrong card is liable to a suit call when he or Dummy first leads', () => {
    const t = declared();
    const w = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'N', cards: ['3S'], how: 'detached-named', namedBy: 'W' }),
      'WrongCardNamed',
    )[0];
    expect(w.remedies[0]).toMatchObject({
      kind: 'call-suit',
      electors: ['N', 'S'],
      targets: ['W', 'E'],
      law: 'bridge-1904:78',
    });
  });
});
