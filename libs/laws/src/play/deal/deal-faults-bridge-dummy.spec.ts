import { ofType, table, Table } from '../../testing/given';
import { dealOutcome } from '../../views/deal-outcome';
import { rightfulDealer } from './rightful-dealer';

// W deals deal 1 (N eldest, E the dealer's partner, N and S his adversaries).
const fault = (t: Table, body: Record<string, unknown>, deal = 1) =>
  t.run({ type: 'RecordDealFault', deal, seat: 'W', ...body } as never);
const refusedFault = (t: Table, body: Record<string, unknown>, deal = 1) =>
  t.refused({ type: 'RecordDealFault', deal, seat: 'W', ...body } as never);

describe('dummy whist: no misdeal (whist-1900:dummy-3)', () => {
  it('whist-1900:dummy-3 there is no misdeal: a faulty deal is dealt again by the same dealer, who loses nothing', () => {
    const t = table('dummy-whist');
    const evs = fault(t, { fault: 'misdeal', cause: 'two-cards-then-third', touched: ['E'] });
    expect(ofType(evs, 'IrregularityRecorded')[0]).toMatchObject({
      kind: 'misdeal',
      law: 'whist-1900:37',
      noPenaltyLaw: 'whist-1900:dummy-3',
    });
    expect(ofType(evs, 'DealEnded')[0]).toMatchObject({ nextDealer: 'W', law: 'whist-1900:dummy-3' });
    expect(dealOutcome(t.state, 1)).toBeNull();
    const counts = table('dummy-whist', { hands: null });
    const ended = ofType(fault(counts, { fault: 'wrong-card-count', long: ['E'], short: ['S'] }), 'DealEnded')[0];
    expect(ended).toMatchObject({ nextDealer: 'W', law: 'whist-1900:dummy-3' });
  });

  it('whist-1900:dummy-3 the other deal laws of whist still apply: a card exposed in dealing gives the adversaries their claim (whist-1900:30)', () => {
    const t = table('dummy-whist', { rules: { dummyLaws: 'bridge-1904' } });
    const e = ofType(fault(t, { fault: 'exposed-in-dealing', seat: 'W' }), 'IrregularityRecorded')[0];
    expect(e).toMatchObject({ law: 'whist-1900:30' });
    expect(e.remedies[0]?.electors).toEqual(['N', 'S']);
    expect(ofType(fault(table('dummy-whist'), { fault: 'shuffled-after-cut' }), 'DealEnded')[0]).toMatchObject({
      law: 'whist-1900:28',
      nextDealer: 'N',
    });
  });
});

describe('bridge 1904: new deals, no misdeal (bridge-1904:37-45)', () => {
  it('bridge-1904:38 bridge-1904:39 there is no misdeal: a fault of the deal is a new deal by the same dealer', () => {
    const t = table('bridge-1904');
    const evs = fault(t, { fault: 'misdeal', cause: 'trump-card-not-to-dealer', touched: ['E'] });
    expect(ofType(evs, 'IrregularityRecorded')[0]).toMatchObject({
      law: 'bridge-1904:39',
      noPenaltyLaw: 'bridge-1904:38',
    });
    expect(ofType(evs, 'DealEnded')[0]).toMatchObject({ nextDealer: 'W', law: 'bridge-1904:39' });
    expect(dealOutcome(t.state, 1)).toBeNull();
    const fourteen = table('bridge-1904', { hands: null });
    const e = fault(fourteen, { fault: 'wrong-card-count', long: ['N'], short: ['S'], causedBy: 'N' });
    expect(ofType(e, 'DealEnded')[0]).toMatchObject({ nextDealer: 'W', law: 'bridge-1904:39' });
  });

  it('bridge-1904:39 causes the bridge code does not name are refused: the trump card face down, the dealer counting, a hand taken up', () => {
    const t = table('bridge-1904');
    for (const body of [
      { fault: 'misdeal', cause: 'trump-card-face-down' },
      { fault: 'misdeal', cause: 'dealer-counted' },
      { fault: 'wrong-hand-taken', seat: 'N' },
    ])
      expect(refusedFault(t, body)).toMatchObject({ code: 'MALFORMED_COMMAND', law: 'bridge-1904:39' });
    const cut = fault(table('bridge-1904'), { fault: 'misdeal', cause: 'not-cut', touched: ['N'] });
    expect(ofType(cut, 'DealEnded')).toHaveLength(0);
  });

  it('bridge-1904:40 a card exposed in dealing: each player of the other side who has not looked at his cards may claim a new deal', () => {
    const t = table('bridge-1904');
    const e = ofType(fault(t, { fault: 'exposed-in-dealing', seat: 'N', touched: ['W'] }), 'IrregularityRecorded')[0];
    expect(e.remedies).toEqual([
      { kind: 'new-deal', electors: ['E'], targets: [], law: 'bridge-1904:40' },
      { kind: 'deal-stands', electors: ['E'], targets: [], law: 'bridge-1904:40' },
    ]);
    const u = table('bridge-1904');
    const f = ofType(fault(u, { fault: 'exposed-in-dealing', seat: 'E' }), 'IrregularityRecorded')[0];
    expect(f.remedies[0]?.electors).toEqual(['N', 'S']);
  });

  it('bridge-1904:41 the dealer completing the deal before the claim could be made does not lose it: claimed after the deal, before play', () => {
    const t = table('bridge-1904');
    fault(t, { fault: 'exposed-in-dealing', seat: 'E' });
    const evs = t.run({ type: 'ElectPenalty', deal: 1, by: 'S', against: 'E', kind: 'new-deal' });
    expect(ofType(evs, 'DealEnded')[0]).toMatchObject({ reason: 'new-deal' });
    expect(rightfulDealer(t.state, 2)).toBe('W');
  });

  it('bridge-1904:42 the dealer looking at a card while dealing: his adversaries may exact a new deal', () => {
    const t = table('bridge-1904');
    const e = ofType(fault(t, { fault: 'dealer-saw-card', card: '7C' }), 'IrregularityRecorded')[0];
    expect(e.remedies).toEqual([
      { kind: 'new-deal', electors: ['N', 'S'], targets: [], law: 'bridge-1904:42' },
      { kind: 'deal-stands', electors: ['N', 'S'], targets: [], law: 'bridge-1904:42' },
    ]);
  });

  it('bridge-1904:43 bridge-1904:44 a short hand: the deal stands once the short player has played a card, else the dealer deals again', () => {
    const early = table('bridge-1904', { hands: null });
    const evs = fault(early, { fault: 'wrong-card-count', seat: 'S', short: ['S'] });
    expect(ofType(evs, 'DealEnded')[0]).toMatchObject({ nextDealer: 'W', law: 'bridge-1904:44' });
    const late = table('bridge-1904', { hands: null });
    late.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'H' });
    late.play(1, 'N:2H E:3H S:4S W:5H'); // S renounces hearts
    const stands = fault(late, { fault: 'wrong-card-count', seat: 'S', short: ['S'], cards: ['KH'] });
    expect(ofType(stands, 'IrregularityRecorded')[0]).toMatchObject({ law: 'bridge-1904:43', cards: ['KH'] });
    expect(ofType(stands, 'DealEnded')).toHaveLength(0);
    expect(ofType(stands, 'RevokeCommitted')[0]).toMatchObject({ seat: 'S', evidence: { heldCard: 'KH' } });
  });

  it('bridge-1904:45 bridge-1904:34 a deal out of turn stopped before the last card: the rightful dealer (on the left) deals; after the declaration it stands', () => {
    const t = table('bridge-1904');
    fault(t, { fault: 'misdeal' }); // W deals again
    t.run({ type: 'StartDeal', dealer: 'S' });
    const evs = fault(t, { fault: 'dealt-out-of-turn', seat: 'S', stopped: true }, 2);
    expect(ofType(evs, 'DealEnded')[0]).toMatchObject({ nextDealer: 'W', law: 'bridge-1904:45' });
    const u = table('bridge-1904');
    u.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'H' });
    expect(refusedFault(u, { fault: 'dealt-out-of-turn', rightful: 'S', stopped: true })).toMatchObject({
      code: 'CORRECTION_NOT_ALLOWED',
      law: 'bridge-1904:45',
    });
    expect(refusedFault(u, { fault: 'dealt-out-of-turn', stopped: true }).law).toBe('bridge-1904:34');
  });

  it('bridge-1904:37 the dealer shuffling after the cut: the pack is cut again and he deals (his deal is not lost)', () => {
    const t = table('bridge-1904');
    expect(ofType(fault(t, { fault: 'shuffled-after-cut' }), 'DealEnded')[0]).toMatchObject({
      nextDealer: 'W',
      law: 'bridge-1904:37',
    });
  });
});

describe('the deal faults of the other games', () => {
  it('solo-hoffmann:p149 solo whist records its deal faults as irregularities; hearts cites no law (its deal laws were not retrieved)', () => {
    expect(refusedFault(table('solo-whist'), { fault: 'misdeal' })).toMatchObject({
      code: 'MALFORMED_COMMAND',
      law: 'solo-hoffmann:p149',
    });
    const h = refusedFault(table('hearts'), { fault: 'misdeal' });
    expect(h.code).toBe('MALFORMED_COMMAND');
    expect(h.law).toBeUndefined();
  });
});
