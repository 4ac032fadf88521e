import { Suit, suitOf } from '../../core/cards/card';
import { packFor } from '../../core/cards/pack';
import type { HeartsOutcome } from '../../core/outcome';
import { HeartsDealResult } from './hearts-deal-result';
import { HeartsRules, PoolState, cleanSeats, settledHearts, zeroSeats } from './hearts-rules';
import { settlePool } from './pool-settlement';
import { revokersOf } from './pool-settlement';

/** Foster's description of Auction Hearts (hearts-foster:p310); law 30 fixes the order of the bids. */
export const AUCTION_LAW = 'hearts-foster:p310';

/** Cards of `suit` in the pack of a table of `players` (a stripped pack has 12 of a suit whose deuce is out, laws.md §5.1). */
export function suitCardsInPack(players: number, suit: Suit): number {
  return packFor(players).filter((c) => suitOf(c) === suit).length;
}

/**
 * Settles an Auction Hearts deal (hearts-foster:p310, 24): the highest bidder pays his bid into the pool,
 * each player a counter for every card of the avoided suit he took; the pool then goes as in law 29 (one
 * clean player takes it, two divide it with the odd counter carried, otherwise it stays as a Jack). A revoker
 * pays all the losses of the hand (hearts-foster:23): every card of the suit AND the amount of the bid
 * (hearts-foster:24); our reading (ADR 0017) is that the bid is then his to pay, not the bidder's too, so
 * the pool holds what the hand would have put in it, as with law 23's 13.
 */
export function settleAuction(o: HeartsOutcome, state: PoolState, rules: HeartsRules): HeartsDealResult {
  const auction = o.auction ?? { bidder: null, bid: 0, avoid: 'H' as Suit };
  const hearts = settledHearts(o);
  const clean = cleanSeats(o, hearts);
  const revokers = revokersOf(o);
  const paid = zeroSeats(o.players);
  const laws = [AUCTION_LAW, 'hearts-foster:29'];
  for (const f of o.forfeits) paid[f.seat] += f.counters;
  if (o.forfeits.length) laws.push('hearts-foster:15');
  const perRevoker = suitCardsInPack(o.players.length, auction.avoid) + auction.bid;
  if (revokers.length) {
    for (const r of revokers) paid[r] += perRevoker;
    laws.push('hearts-foster:24', ...(revokers.length > 1 ? [] : ['hearts-foster:23']));
  } else {
    for (const p of o.players) paid[p] += hearts[p];
    if (auction.bidder) paid[auction.bidder] += auction.bid;
  }
  return {
    method: 'auction',
    auction,
    hearts,
    clean,
    revokers,
    ...settlePool(o, state, rules, { clean, revokers, paid, laws, perRevoker }),
  };
}
