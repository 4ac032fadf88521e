import { TableSeat, eldestHand, rotationFrom } from '../../core/seats/table-seat';
import { MakeBid, NameAvoidedSuit } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { liveDeal, seatAt, suitFrom } from '../../core/guards';
import { refuse } from '../../core/law-violation';
import { DealState, HeartsAuction, SessionState } from '../../core/state';
import { AUCTION_LAW } from './auction-settlement';

/** Law 30 of Foster's Hearts: the player on the dealer's left bids first, the dealer last, no second bid. */
export const BIDDING_LAW = 'hearts-foster:30';
/** The largest bid the ledger takes (a bound on counters, not a law). */
export const MAX_BID = 1000;

/** True for an Auction Hearts session (`settlement: "auction"`). */
export function isAuctionHearts(state: SessionState): boolean {
  return state.variant === 'hearts' && state.rules.settlement === 'auction';
}

/** The deal, refusing when the session is not Auction Hearts or the bidding is over. */
function biddingDeal(state: SessionState, n: number): DealState & { auction: HeartsAuction } {
  if (!isAuctionHearts(state))
    refuse(
      'CALL_NOT_ALLOWED',
      'bids are made only in Auction Hearts (a hearts session with settlement "auction")',
      state.variant === 'hearts' ? BIDDING_LAW : undefined,
    );
  const deal = liveDeal(state, n);
  if (deal.status !== 'bidding' || !deal.auction || deal.auction.avoided)
    refuse(
      'CALL_NOT_ALLOWED',
      `the bidding of deal ${n} is over: there is no second bid (${BIDDING_LAW})`,
      BIDDING_LAW,
    );
  return deal as DealState & { auction: HeartsAuction };
}

/** The highest bid so far; of equal bids the first made stands, a later one not having outbid it. */
export function highestBid(auction: HeartsAuction): { readonly seat: TableSeat; readonly counters: number } | null {
  return auction.bids.reduce<HeartsAuction['bids'][number] | null>(
    (best, b) => (b.counters > 0 && (!best || b.counters > best.counters) ? b : best),
    null,
  );
}

/**
 * A bid in turn (hearts-foster:30): the eldest hand first, the dealer last, one bid each. A bid out of turn
 * or a second bid is refused citing law 30: it is not an act the game admits, and Foster gives it no penalty
 * to judge it by (ADR 0017). When the dealer has bid and nobody bid anything, hearts stay the suit to avoid.
 */
export function decideBid(cmd: MakeBid, state: SessionState): LawEvent[] {
  const deal = biddingDeal(state, cmd.deal);
  const seat = seatAt(deal, cmd.seat);
  const counters = cmd.counters;
  if (typeof counters !== 'number' || !Number.isInteger(counters) || counters < 0 || counters > MAX_BID)
    refuse('MALFORMED_COMMAND', `a bid is a whole number of counters from 0 to ${MAX_BID}`);
  const bids = deal.auction.bids;
  if (bids.some((b) => b.seat === seat))
    refuse('CALL_NOT_ALLOWED', `${seat} has bid: there is no second bid (${BIDDING_LAW})`, BIDDING_LAW);
  const eldest = eldestHand(deal.order, deal.dealer);
  const next = rotationFrom(deal.order, eldest)[bids.length];
  if (seat !== next)
    refuse(
      'CALL_NOT_ALLOWED',
      `it is ${next}'s bid: the player on the dealer's left bids first and the dealer last (${BIDDING_LAW})`,
      BIDDING_LAW,
    );
  const base = { at: cmd.at, deal: deal.number };
  const made: LawEvent = { type: 'BidMade', ...base, seat, counters, law: BIDDING_LAW };
  const all = [...bids, { seat, counters }];
  if (all.length < deal.order.length || highestBid({ bids: all, avoided: null })) return [made];
  return [
    made,
    { type: 'AvoidedSuitNamed', ...base, bidder: null, bid: 0, suit: 'H', leader: eldest, law: AUCTION_LAW },
  ];
}

/**
 * The highest bidder names the suit to be avoided once every player has bid, and leads to the first trick
 * wherever he sits (hearts-foster:p310). He pays his bid into the pool when the deal is settled.
 */
export function decideAvoidedSuit(cmd: NameAvoidedSuit, state: SessionState): LawEvent[] {
  const deal = biddingDeal(state, cmd.deal);
  const seat = seatAt(deal, cmd.seat);
  const suit = suitFrom(cmd.suit);
  if (deal.auction.bids.length < deal.order.length)
    refuse(
      'CALL_NOT_ALLOWED',
      `the suit is named when every player has bid, the dealer last (${BIDDING_LAW})`,
      BIDDING_LAW,
    );
  const best = highestBid(deal.auction)!;
  if (seat !== best.seat)
    refuse('CALL_NOT_ALLOWED', `${best.seat} made the highest bid and names the suit (${AUCTION_LAW})`, AUCTION_LAW);
  return [
    {
      type: 'AvoidedSuitNamed',
      at: cmd.at,
      deal: deal.number,
      bidder: seat,
      bid: best.counters,
      suit,
      leader: seat,
      law: AUCTION_LAW,
    },
  ];
}
