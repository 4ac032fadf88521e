import { ofType, table, Table } from '../../testing/given';
import { dealOutcome } from '../../views/deal-outcome';
import { dealView } from '../../views/deal-view';
import { scoresheetOfSession } from '../../decide/scoresheet/session-scoresheet';
import { rightfulDealer } from './rightful-dealer';

// W deals deal 1 (N eldest, E the dealer's partner, N and S his adversaries); hands recorded round-robin unless null.
const fault = (t: Table, body: Record<string, unknown>, deal = 1) =>
  t.run({ type: 'RecordDealFault', deal, seat: 'W', ...body } as never);
const refusedFault = (t: Table, body: Record<string, unknown>, deal = 1) =>
  t.refused({ type: 'RecordDealFault', deal, seat: 'W', ...body } as never);

describe('whist: misdeals (whist-1900:36-39)', () => {
  it('whist-1900:37 whist-1900:39 a misdeal loses the deal: the hand is void, no score, and the deal passes to the left', () => {
    const t = table('whist');
    const evs = fault(t, { fault: 'misdeal', cause: 'not-in-rotation' });
    expect(ofType(evs, 'IrregularityRecorded')[0]).toMatchObject({
      kind: 'misdeal',
      seat: 'W',
      law: 'whist-1900:37',
      cause: 'not-in-rotation',
      remedies: [],
      noPenaltyLaw: 'whist-1900:39',
    });
    expect(ofType(evs, 'DealEnded')[0]).toMatchObject({
      reason: 'new-deal',
      offence: 'misdeal',
      law: 'whist-1900:39',
      nextDealer: 'N',
    });
    expect(dealOutcome(t.state, 1)).toBeNull();
    expect(rightfulDealer(t.state, 2)).toBe('N');
    expect(dealView(t.state, 1).result).toMatchObject({ reason: 'new-deal', nextDealer: 'N', law: 'whist-1900:39' });
    expect(scoresheetOfSession(t.state).deals).toHaveLength(0);
  });

  it("whist-1900:39 an adversary touching the cards before the dealer's partner saves the deal; the partner touching first loses it", () => {
    const saved = table('whist');
    const ended = ofType(fault(saved, { fault: 'misdeal', touched: ['N', 'E'] }), 'DealEnded')[0];
    expect(ended).toMatchObject({ nextDealer: 'W', law: 'whist-1900:39' });
    const lost = table('whist');
    const end2 = ofType(fault(lost, { fault: 'misdeal', touched: ['E', 'N', 'S'] }), 'DealEnded')[0];
    expect(end2).toMatchObject({ nextDealer: 'N', law: 'whist-1900:39' });
  });

  it("whist-1900:38 a player who took his partner's deal and misdealt: the adversary next after the rightful dealer deals", () => {
    const t = table('whist');
    expect(ofType(fault(t, { fault: 'misdeal', rightful: 'E' }), 'DealEnded')[0]).toMatchObject({
      nextDealer: 'S',
      law: 'whist-1900:38',
    });
    // computed from the record: after deal 1's misdeal N ought to deal; his partner S deals deal 2 and misdeals
    const u = table('whist');
    fault(u, { fault: 'misdeal' });
    u.run({ type: 'StartDeal', dealer: 'S', trumpSuit: 'C' });
    const ev = fault(u, { fault: 'misdeal', seat: 'S' }, 2);
    expect(ofType(ev, 'IrregularityRecorded')[0]).toMatchObject({ rightful: 'N' });
    expect(ofType(ev, 'DealEnded')[0]).toMatchObject({ nextDealer: 'E', law: 'whist-1900:38' });
  });

  it("whist-1900:36 a dealer interrupted by an adversary's claim that proves false, who then misdeals, deals again", () => {
    const t = table('whist');
    expect(ofType(fault(t, { fault: 'misdeal', interruptedBy: 'S' }), 'DealEnded')[0]).toMatchObject({
      nextDealer: 'W',
      law: 'whist-1900:36',
    });
    const partner = table('whist');
    expect(ofType(fault(partner, { fault: 'misdeal', interruptedBy: 'E' }), 'DealEnded')[0]).toMatchObject({
      nextDealer: 'N',
    });
  });

  it('whist-1900:37 IV fourteen cards caused by an adversary: a fresh deal by the same dealer', () => {
    const t = table('whist');
    const evs = fault(t, { fault: 'misdeal', cause: 'fourteen-cards', causedBy: 'N' });
    expect(ofType(evs, 'DealEnded')[0]).toMatchObject({ nextDealer: 'W', law: 'whist-1900:37' });
  });

  it('whist-1900:37 VII the uncut pack is a misdeal only when the adversaries notice before looking at their cards', () => {
    const late = table('whist');
    const evs = fault(late, { fault: 'misdeal', cause: 'not-cut', touched: ['S'] });
    expect(ofType(evs, 'DealEnded')).toHaveLength(0);
    expect(ofType(evs, 'IrregularityRecorded')[0]).toMatchObject({ remedies: [], noPenaltyLaw: 'whist-1900:37' });
    expect(late.deal().status).toBe('playing');
    const timely = table('whist');
    expect(ofType(fault(timely, { fault: 'misdeal', cause: 'not-cut' }), 'DealEnded')[0].nextDealer).toBe('N');
  });

  it("whist-1900:37 a misdeal is the dealer's; an unknown cause is refused", () => {
    const t = table('whist');
    expect(refusedFault(t, { fault: 'misdeal', seat: 'N' })).toMatchObject({
      code: 'MALFORMED_COMMAND',
      law: 'whist-1900:37',
    });
    expect(refusedFault(t, { fault: 'misdeal', cause: 'sneezed' }).code).toBe('MALFORMED_COMMAND');
    expect(refusedFault(t, { fault: 'cheating' }).code).toBe('MALFORMED_COMMAND');
  });

  it('whist-1900:37 one hand long and another short (the hands unrecorded) is a misdeal under IV', () => {
    const t = table('whist', { hands: null });
    const evs = fault(t, { fault: 'wrong-card-count', seat: 'N', long: ['S'], short: ['N'] });
    expect(ofType(evs, 'IrregularityRecorded').map((e) => [e.seat, e.kind, e.law])).toEqual([
      ['S', 'wrong-card-count', 'whist-1900:37'],
      ['N', 'wrong-card-count', 'whist-1900:37'],
    ]);
    expect(ofType(evs, 'DealEnded')[0]).toMatchObject({ offence: 'misdeal', nextDealer: 'N', law: 'whist-1900:39' });
  });
});

describe('whist: new deals by the same dealer (whist-1900:28-29, 41)', () => {
  it('whist-1900:29 a card faced in the pack, or a player taking up another hand: a new deal by the same dealer', () => {
    const t = table('whist');
    const evs = fault(t, { fault: 'faced-card', card: 'QH' });
    expect(ofType(evs, 'IrregularityRecorded')[0]).toMatchObject({ kind: 'faced-card', cards: ['QH'] });
    expect(ofType(evs, 'DealEnded')[0]).toMatchObject({ nextDealer: 'W', law: 'whist-1900:29' });
    const u = table('whist');
    expect(ofType(fault(u, { fault: 'wrong-hand-taken', seat: 'S' }), 'DealEnded')[0]).toMatchObject({
      offender: 'S',
      nextDealer: 'W',
    });
    const late = table('whist');
    late.play(1, 'N:2S');
    expect(refusedFault(late, { fault: 'faced-card' })).toMatchObject({
      code: 'CORRECTION_NOT_ALLOWED',
      law: 'whist-1900:29',
    });
  });

  it('whist-1900:41 whist-1900:29 a pack proved imperfect during play: the hand is void, no score, the same dealer deals again', () => {
    const t = table('whist', { hands: null });
    t.play(1, 'N:2S E:3S S:4S W:5S');
    const evs = fault(t, { fault: 'imperfect-pack', seat: 'N', cards: ['5S'] });
    expect(ofType(evs, 'IrregularityRecorded')[0]).toMatchObject({ kind: 'imperfect-pack', law: 'whist-1900:29' });
    expect(ofType(evs, 'DealEnded')[0]).toMatchObject({ nextDealer: 'W', law: 'whist-1900:41' });
    expect(dealOutcome(t.state, 1)).toBeNull();
    expect(scoresheetOfSession(t.state).deals).toHaveLength(0);
    const recorded = table('whist');
    expect(refusedFault(recorded, { fault: 'imperfect-pack' })).toMatchObject({
      code: 'NOT_A_PERFECT_PACK',
      law: 'whist-1900:29',
    });
  });

  it('whist-1900:28 the dealer shuffling after the cut loses his deal', () => {
    const t = table('whist');
    expect(ofType(fault(t, { fault: 'shuffled-after-cut' }), 'DealEnded')[0]).toMatchObject({
      nextDealer: 'N',
      law: 'whist-1900:28',
    });
    expect(refusedFault(table('whist'), { fault: 'shuffled-after-cut', seat: 'S' }).law).toBe('whist-1900:28');
  });
});

describe('whist: cards exposed and seen in dealing (whist-1900:30-33)', () => {
  it("whist-1900:30 a card exposed by the dealer's partner: the adversaries may claim a new deal; the card cannot be called", () => {
    const t = table('whist');
    const e = ofType(fault(t, { fault: 'exposed-in-dealing', seat: 'E', card: 'KD' }), 'IrregularityRecorded')[0];
    expect(e).toMatchObject({
      kind: 'exposed-in-dealing',
      seat: 'E',
      cards: ['KD'],
      law: 'whist-1900:30',
      remedies: [
        { kind: 'new-deal', electors: ['N', 'S'], targets: [], law: 'whist-1900:30' },
        { kind: 'deal-stands', electors: ['N', 'S'], targets: [], law: 'whist-1900:30' },
      ],
    });
    expect(t.deal().exposed).toEqual([]);
    expect(t.refused({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'call-card' }).code).toBe(
      'PENALTY_NOT_AVAILABLE',
    );
    expect(t.refused({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'E', kind: 'new-deal' }).code).toBe(
      'PENALTY_NOT_AVAILABLE',
    );
    const evs = t.run({ type: 'ElectPenalty', deal: 1, by: 'S', against: 'E', kind: 'new-deal' });
    expect(ofType(evs, 'PenaltyElected')[0]).toMatchObject({ by: 'S', kind: 'new-deal', law: 'whist-1900:30' });
    expect(t.deal().end).toMatchObject({ reason: 'new-deal', offender: 'E' });
    expect(rightfulDealer(t.state, 2)).toBe('W');
  });

  it('whist-1900:30 a card exposed by an adversary: only the dealer may claim, and not once his partner has touched a card', () => {
    const t = table('whist');
    const e = ofType(fault(t, { fault: 'exposed-in-dealing', seat: 'N' }), 'IrregularityRecorded')[0];
    expect(e.remedies).toEqual([
      { kind: 'new-deal', electors: ['W'], targets: [], law: 'whist-1900:30' },
      { kind: 'deal-stands', electors: ['W'], targets: [], law: 'whist-1900:30' },
    ]);
    const u = table('whist');
    const f = ofType(fault(u, { fault: 'exposed-in-dealing', seat: 'N', touched: ['E'] }), 'IrregularityRecorded')[0];
    expect(f).toMatchObject({ remedies: [], noPenaltyLaw: 'whist-1900:30', touched: ['E'] });
    expect(u.refused({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'N', kind: 'new-deal' }).law).toBe(
      'whist-1900:30',
    );
  });

  it('whist-1900:31 a side that touches its cards only after the other side did keeps its claim', () => {
    const t = table('whist');
    const kept = fault(t, { fault: 'exposed-in-dealing', seat: 'E', touched: ['W', 'N'] });
    expect(ofType(kept, 'IrregularityRecorded')[0].remedies[0]?.electors).toEqual(['N', 'S']);
    const u = table('whist');
    const lost = fault(u, { fault: 'exposed-in-dealing', seat: 'E', touched: ['N', 'W'] });
    expect(ofType(lost, 'IrregularityRecorded')[0].remedies).toEqual([]);
  });

  it('whist-1900:32 the trump card turned before the adversaries could decide: the claim stands until play begins', () => {
    const t = table('whist', { hands: null, trumpCard: 'AS' });
    expect(t.deal().trumpCard).toBe('AS');
    fault(t, { fault: 'exposed-in-dealing', seat: 'W', card: '9H' });
    const v = table('whist', { hands: null, trumpCard: 'AS' });
    fault(v, { fault: 'exposed-in-dealing', seat: 'W', card: '9H' });
    expect(
      ofType(t.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'W', kind: 'new-deal' }), 'DealEnded'),
    ).toHaveLength(1);
    v.play(1, 'N:2S');
    expect(v.refused({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'W', kind: 'new-deal' })).toMatchObject({
      code: 'PENALTY_NOT_AVAILABLE',
      law: 'whist-1900:30',
    });
  });

  it('whist-1900:30 whist-1900:87 the wronged side may instead let the deal stand: the election is recorded and final', () => {
    const t = table('whist');
    fault(t, { fault: 'exposed-in-dealing', seat: 'E', card: 'KD' });
    const evs = t.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'deal-stands' });
    expect(ofType(evs, 'PenaltyElected')[0]).toMatchObject({
      kind: 'deal-stands',
      obligation: null,
      law: 'whist-1900:30',
    });
    expect(ofType(evs, 'DealEnded')).toHaveLength(0);
    expect(t.refused({ type: 'ElectPenalty', deal: 1, by: 'S', against: 'E', kind: 'new-deal' })).toMatchObject({
      code: 'PENALTY_ALREADY_ELECTED',
      law: 'whist-1900:87',
    });
    t.play(1, 'N:2S');
    expect(t.deal().status).toBe('playing');
  });

  it('whist-1900:33 the dealer looking at the trump card while dealing: either adversary may exact a new deal', () => {
    const t = table('whist');
    const e = ofType(fault(t, { fault: 'dealer-saw-card' }), 'IrregularityRecorded')[0];
    expect(e.remedies).toEqual([
      { kind: 'new-deal', electors: ['N', 'S'], targets: [], law: 'whist-1900:33' },
      { kind: 'deal-stands', electors: ['N', 'S'], targets: [], law: 'whist-1900:33' },
    ]);
    t.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'W', kind: 'new-deal' });
    expect(t.deal().end?.reason).toBe('new-deal');
    expect(refusedFault(table('whist'), { fault: 'dealer-saw-card', seat: 'E' }).law).toBe('whist-1900:33');
  });
});

describe('whist: the order of dealing (whist-1900:25, 34)', () => {
  it("whist-1900:25 the deal passes to the left: the rightful dealer follows from the record; the first deal's is named", () => {
    const t = table('whist');
    expect(refusedFault(t, { fault: 'dealt-out-of-turn' })).toMatchObject({
      code: 'MALFORMED_COMMAND',
      law: 'whist-1900:25',
    });
    fault(t, { fault: 'misdeal' }); // the deal passes to N
    t.run({ type: 'StartDeal', dealer: 'N', trumpSuit: 'C' });
    expect(refusedFault(t, { fault: 'dealt-out-of-turn', seat: 'N' }, 2).law).toBe('whist-1900:25');
  });

  it('whist-1900:34 a deal out of turn stopped before the trump card is turned: the rightful dealer deals', () => {
    const t = table('whist');
    fault(t, { fault: 'misdeal' }); // N ought to deal deal 2
    t.run({ type: 'StartDeal', dealer: 'E', trumpSuit: 'C' });
    const evs = fault(t, { fault: 'dealt-out-of-turn', seat: 'E', stopped: true }, 2);
    expect(ofType(evs, 'IrregularityRecorded')[0]).toMatchObject({ rightful: 'N', law: 'whist-1900:34' });
    expect(ofType(evs, 'DealEnded')[0]).toMatchObject({ nextDealer: 'N', law: 'whist-1900:34' });
  });

  it('whist-1900:34 once the trump card is turned the deal out of turn stands: recorded, no penalty, play goes on', () => {
    const t = table('whist', { hands: null, trumpCard: 'AS' });
    expect(refusedFault(t, { fault: 'dealt-out-of-turn', rightful: 'S', stopped: true })).toMatchObject({
      code: 'CORRECTION_NOT_ALLOWED',
      law: 'whist-1900:34',
    });
    const evs = fault(t, { fault: 'dealt-out-of-turn', rightful: 'S' });
    expect(ofType(evs, 'DealEnded')).toHaveLength(0);
    expect(ofType(evs, 'IrregularityRecorded')[0]).toMatchObject({ remedies: [], noPenaltyLaw: 'whist-1900:34' });
    t.play(1, 'N:2S');
    expect(t.deal().tricks[0].cards).toHaveLength(1);
  });

  it("whist-1900:34 a deal with the adversaries' pack stopped in time: the same dealer deals again", () => {
    const t = table('whist');
    expect(ofType(fault(t, { fault: 'wrong-pack', stopped: true }), 'DealEnded')[0]).toMatchObject({
      nextDealer: 'W',
      offence: 'wrong-pack',
    });
  });
});

describe('whist: a wrong number of cards found later (whist-1900:40)', () => {
  it('whist-1900:40 a short hand found after the first trick: the deal stands, and the short player answers for a revoke as though the missing card were in his hand', () => {
    const t = table('whist', { hands: null });
    t.play(1, 'N:2H E:3S S:4H W:5H'); // E renounces hearts
    const evs = fault(t, { fault: 'wrong-card-count', seat: 'E', short: ['E'], cards: ['KH'] });
    expect(ofType(evs, 'IrregularityRecorded')[0]).toMatchObject({
      kind: 'wrong-card-count',
      seat: 'E',
      law: 'whist-1900:40',
      cards: ['KH'],
      remedies: [],
    });
    expect(ofType(evs, 'DealEnded')).toHaveLength(0);
    expect(ofType(evs, 'RevokeCommitted')[0]).toMatchObject({
      seat: 'E',
      trick: 1,
      evidence: { heldCard: 'KH', source: 'shown' },
    });
    expect(t.deal().status).toBe('playing');
  });

  it('whist-1900:40 whist-1900:41 the same short hand found before the first trick is quitted: the pack is imperfect, a new deal by the same dealer', () => {
    const t = table('whist', { hands: null });
    t.play(1, 'N:2H E:3S');
    const evs = fault(t, { fault: 'wrong-card-count', seat: 'E', short: ['E'] });
    expect(ofType(evs, 'DealEnded')[0]).toMatchObject({ nextDealer: 'W', law: 'whist-1900:41' });
    const recorded = table('whist');
    expect(refusedFault(recorded, { fault: 'wrong-card-count', short: ['E'] })).toMatchObject({
      code: 'NOT_A_PERFECT_PACK',
      law: 'whist-1900:40',
    });
    const played = table('whist', { hands: null });
    played.play(1, 'N:2H E:3S S:4H W:5H');
    expect(refusedFault(played, { fault: 'wrong-card-count', short: ['E'], cards: ['2H'] }).code).toBe(
      'CARD_ALREADY_PLAYED',
    );
  });
});
