import { suitOf } from '../../core/cards/card';
import type { HeartsOutcome, HeartsSeat } from '../../core/outcome';
import { ofType, table } from '../../testing/given';
import { autoplay } from '../../testing/autoplay';
import { dealOutcome } from '../../views/deal-outcome';
import { dealView } from '../../views/deal-view';
import { lawsOf } from '../../decide/variant-laws';
import { settleAuction, suitCardsInPack } from './auction-settlement';
import { settleHeartsDeal } from './settle-hearts-deal';

const AUCTION = { rules: { settlement: 'auction' } };
const P: readonly HeartsSeat[] = ['N', 'E', 'S', 'W'];
const list = (r: Readonly<Partial<Record<HeartsSeat, number>>>) => P.map((p) => r[p] ?? 0);
const none = { pool: 0, jack: false };
/** A four-handed auction deal: `taken` cards of the avoided suit per seat N E S W. */
function hand(
  taken: readonly number[],
  auction: HeartsOutcome['auction'],
  revokers: readonly HeartsSeat[] = [],
): HeartsOutcome {
  return {
    variant: 'hearts',
    deal: 1,
    players: P,
    hearts: Object.fromEntries(P.map((p, i) => [p, taken[i]])),
    forfeits: [],
    revokes: revokers.map((seat) => ({ seat })),
    auction,
  };
}

// W deals, so N is the eldest hand and W the dealer.
describe('Auction Hearts: the bidding (hearts-foster:30)', () => {
  it("hearts-foster:30 the player on the dealer's left bids first, the dealer last; play waits for the suit", () => {
    const t = table('hearts', AUCTION);
    expect(t.deal().status).toBe('bidding');
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: '2S' }).code).toBe('AUCTION_NOT_COMPLETE');
    const e = t.refused({ type: 'MakeBid', deal: 1, seat: 'E', counters: 2 });
    expect(e).toMatchObject({ code: 'CALL_NOT_ALLOWED', law: 'hearts-foster:30' });
    const made = t.run({ type: 'MakeBid', deal: 1, seat: 'N', counters: 0 });
    expect(made).toEqual([
      expect.objectContaining({ type: 'BidMade', seat: 'N', counters: 0, law: 'hearts-foster:30' }),
    ]);
    t.run({ type: 'MakeBid', deal: 1, seat: 'E', counters: 3 });
    t.run({ type: 'MakeBid', deal: 1, seat: 'S', counters: 2 });
    // the dealer has not bid yet: the suit cannot be named
    expect(t.refused({ type: 'NameAvoidedSuit', deal: 1, seat: 'E', suit: 'C' })).toMatchObject({
      code: 'CALL_NOT_ALLOWED',
      law: 'hearts-foster:30',
    });
    expect(t.run({ type: 'MakeBid', deal: 1, seat: 'W', counters: 3 })).toHaveLength(1);
    expect(t.deal().auction!.bids.map((b) => b.seat)).toEqual(['N', 'E', 'S', 'W']);
  });
  it('hearts-foster:30 there is no second bid: a player who has bid, or a bid after the dealer, is refused', () => {
    const t = table('hearts', AUCTION);
    t.run({ type: 'MakeBid', deal: 1, seat: 'N', counters: 1 });
    expect(t.refused({ type: 'MakeBid', deal: 1, seat: 'N', counters: 4 })).toMatchObject({
      code: 'CALL_NOT_ALLOWED',
      law: 'hearts-foster:30',
    });
    for (const seat of ['E', 'S', 'W'] as const) t.run({ type: 'MakeBid', deal: 1, seat, counters: 0 });
    expect(t.refused({ type: 'MakeBid', deal: 1, seat: 'E', counters: 5 })).toMatchObject({
      code: 'CALL_NOT_ALLOWED',
      law: 'hearts-foster:30',
    });
    t.run({ type: 'NameAvoidedSuit', deal: 1, seat: 'N', suit: 'D' });
    expect(t.refused({ type: 'MakeBid', deal: 1, seat: 'N', counters: 5 }).law).toBe('hearts-foster:30');
  });
  it('hearts-foster:p310 the highest bidder names the suit to avoid and leads, wherever he sits; of equal bids the first stands', () => {
    const t = table('hearts', AUCTION);
    for (const [seat, counters] of [
      ['N', 0],
      ['E', 3],
      ['S', 2],
      ['W', 3],
    ] as const)
      t.run({ type: 'MakeBid', deal: 1, seat, counters });
    expect(t.refused({ type: 'NameAvoidedSuit', deal: 1, seat: 'W', suit: 'C' })).toMatchObject({
      code: 'CALL_NOT_ALLOWED',
      law: 'hearts-foster:p310',
    });
    const named = ofType(t.run({ type: 'NameAvoidedSuit', deal: 1, seat: 'E', suit: 'C' }), 'AvoidedSuitNamed')[0];
    expect(named).toMatchObject({ bidder: 'E', bid: 3, suit: 'C', leader: 'E', law: 'hearts-foster:p310' });
    expect(t.deal()).toMatchObject({ status: 'playing', nextLeader: 'E' });
    expect(dealView(t.state, 1).auction).toMatchObject({ avoided: { bidder: 'E', bid: 3, suit: 'C' } });
    // the eldest hand leading now leads out of turn (hearts-foster:20), recorded, not refused
    expect(ofType(t.play(1, 'N:2S'), 'LeadOutOfTurnRecorded')[0]).toMatchObject({ seat: 'N', rightful: 'E' });
  });
  it('hearts-foster:p310 nobody bids: hearts stay the suit to avoid and the eldest hand leads', () => {
    const t = table('hearts', AUCTION);
    const evs = ['N', 'E', 'S', 'W'].flatMap((seat) =>
      t.run({ type: 'MakeBid', deal: 1, seat: seat as HeartsSeat, counters: 0 }),
    );
    expect(ofType(evs, 'AvoidedSuitNamed')[0]).toMatchObject({ bidder: null, bid: 0, suit: 'H', leader: 'N' });
    expect(t.deal().nextLeader).toBe('N');
  });
  it('hearts-foster:30 bids belong to Auction Hearts: a sweepstakes session refuses them; a bid is whole counters', () => {
    const t = table('hearts');
    expect(t.refused({ type: 'MakeBid', deal: 1, seat: 'N', counters: 1 })).toMatchObject({
      code: 'CALL_NOT_ALLOWED',
      law: 'hearts-foster:30',
    });
    expect(t.refused({ type: 'NameAvoidedSuit', deal: 1, seat: 'N', suit: 'C' }).code).toBe('CALL_NOT_ALLOWED');
    const w = table('whist');
    expect(w.refused({ type: 'MakeBid', deal: 1, seat: 'N', counters: 1 }).law).toBeUndefined();
    const a = table('hearts', AUCTION);
    for (const counters of [-1, 1.5, 1001])
      expect(a.refused({ type: 'MakeBid', deal: 1, seat: 'N', counters }).code).toBe('MALFORMED_COMMAND');
  });
});

describe('Auction Hearts: settlement (hearts-foster:p310, 24)', () => {
  const byE3C = { bidder: 'E' as const, bid: 3, avoid: 'C' as const };
  it('hearts-foster:p310 the bidder pays his bid into the pool, a counter a card of the avoided suit; one clean player takes it all', () => {
    const r = settleAuction(hand([2, 0, 5, 6], byE3C), none, {});
    expect(list(r.paid)).toEqual([2, 3, 5, 6]);
    expect(list(r.balances)).toEqual([-2, 13 + 3 - 3, -5, -6]);
    expect(r).toMatchObject({ method: 'auction', auction: byE3C, after: { pool: 0, jack: false } });
  });
  it('hearts-foster:p310 two clean players divide the pool, the odd counter carried; none clean leaves a Jack (hearts-foster:29)', () => {
    const two = settleAuction(hand([0, 0, 6, 7], { bidder: 'N', bid: 4, avoid: 'S' }), none, {});
    // pool 13 + 4 = 17: 8 each, 1 carried
    expect(list(two.balances)).toEqual([8 - 4, 8, -6, -7]);
    expect(two.after).toEqual({ pool: 1, jack: false });
    const jack = settleAuction(hand([1, 2, 4, 6], { bidder: 'S', bid: 3, avoid: 'D' }), none, {});
    expect(list(jack.balances)).toEqual([-1, -2, -4 - 3, -6]);
    expect(jack.after).toEqual({ pool: 16, jack: true });
  });
  it('hearts-foster:24 a revoker pays all the losses of the hand and the amount of the bid (the bidder is not charged twice)', () => {
    const r = settleAuction(hand([0, 4, 4, 5], byE3C, ['W']), none, {});
    expect(list(r.paid)).toEqual([0, 0, 0, 13 + 3]);
    expect(list(r.balances)).toEqual([16, 0, 0, -16]);
    expect(r.laws).toEqual(expect.arrayContaining(['hearts-foster:24', 'hearts-foster:23']));
  });
  it('hearts-foster:24 two revokers each pay as if alone: the clean player gets both payments', () => {
    const r = settleAuction(hand([0, 4, 4, 5], byE3C, ['S', 'W']), none, {});
    expect(list(r.balances)).toEqual([32, 0, -16, -16]);
  });
  it('hearts-foster:23 a revoking bidder who would have won leaves it all as a Jack', () => {
    const r = settleAuction(hand([0, 4, 4, 5], { bidder: 'N', bid: 2, avoid: 'C' }, ['N']), none, {});
    expect(list(r.balances)).toEqual([-15, 0, 0, 0]);
    expect(r.after).toEqual({ pool: 15, jack: true });
  });
  it('hearts-foster:p310 a stripped pack has 12 of a suit whose deuce is out: a revoker pays 12 and the bid', () => {
    expect(suitCardsInPack(3, 'S')).toBe(12);
    expect(suitCardsInPack(3, 'C')).toBe(13);
    expect(suitCardsInPack(6, 'H')).toBe(12);
    const three: HeartsOutcome = {
      variant: 'hearts',
      deal: 1,
      players: ['N', 'E', 'S'],
      hearts: { N: 0, E: 5, S: 7 },
      forfeits: [],
      revokes: [{ seat: 'S' }],
      auction: { bidder: 'E', bid: 2, avoid: 'S' },
    };
    expect(settleHeartsDeal(three, none, { settlement: 'auction' }).balances).toEqual({ N: 14, E: 0, S: -14 });
  });
});

describe('an Auction Hearts deal played out (hearts-foster:30, p310)', () => {
  it('hearts-foster:p310 the cards of the avoided suit count as hearts do, and the sheet charges the bid', () => {
    const t = table('hearts', AUCTION);
    for (const [seat, counters] of [
      ['N', 0],
      ['E', 0],
      ['S', 4],
      ['W', 1],
    ] as const)
      t.run({ type: 'MakeBid', deal: 1, seat, counters });
    t.run({ type: 'NameAvoidedSuit', deal: 1, seat: 'S', suit: 'D' });
    autoplay(t, 52);
    const o = dealOutcome(t.state, 1) as HeartsOutcome;
    expect(o.auction).toEqual({ bidder: 'S', bid: 4, avoid: 'D' });
    const diamonds: Record<string, number> = { N: 0, E: 0, S: 0, W: 0 };
    for (const tr of t.deal().tricks) diamonds[tr.winner!] += tr.cards.filter((c) => suitOf(c.card) === 'D').length;
    expect(o.hearts).toEqual(diamonds);
    const laws = lawsOf('hearts');
    const sheet = laws.sheet.applyDeal(laws.sheet.empty(t.state.rules, P), o, t.state.rules) as {
      balances: Record<string, number>;
      pool: number;
    };
    const total = Object.values(sheet.balances).reduce((a, b) => a + b, 0);
    expect(total + sheet.pool).toBe(0);
    // Foster p310 read literally: S pays 4, each a counter a diamond; one clean takes the pool, two divide it
    const clean = P.filter((p) => diamonds[p] === 0);
    const pool = 4 + 13;
    const share = clean.length === 1 ? pool : clean.length === 2 ? Math.floor(pool / 2) : 0;
    for (const p of P)
      expect(sheet.balances[p]).toBe((clean.includes(p) ? share : 0) - diamonds[p] - (p === 'S' ? 4 : 0));
    expect(sheet.pool).toBe(pool - share * (clean.length <= 2 ? clean.length : 0));
  });
});
