import { TableSeat } from '../../core/seats/table-seat';
import { adversariesOf, sideMembers } from '../../core/seats/sides';
import { DealFaultContext } from './deal-fault-context';

/**
 * Who may claim a new deal for a card exposed in dealing.
 * whist-1900:30: exposed by the dealer or his partner, the adversaries, provided neither of them has touched his cards;
 * exposed by an adversary, the dealer, provided his partner has not touched a card. whist-1900:31: touching after an
 * adversary touched first costs nothing. bridge-1904:40: exposed by either side, each player of the other side who has
 * not looked at any of his cards (`touched` lists those who looked).
 */
export function exposureClaimants(ctx: DealFaultContext): TableSeat[] {
  const { state, deal, seat, touched } = ctx;
  const offenders = sideMembers(state, deal, seat);
  const others = adversariesOf(state, deal, seat);
  if (ctx.code === 'bridge-1904') return others.filter((s) => !touched.includes(s));
  const candidates = offenders.includes(deal.dealer) ? others : [deal.dealer];
  const watched = offenders.includes(deal.dealer) ? others : others.filter((s) => s !== deal.dealer);
  return lostByTouching(touched, watched, offenders) ? [] : candidates;
}

/** whist-1900:30-31: the claim is lost when one of `watched` touched his cards before any of `offenders` had touched theirs. */
function lostByTouching(touched: readonly TableSeat[], watched: readonly TableSeat[], offenders: readonly TableSeat[]) {
  for (const s of touched) {
    if (offenders.includes(s)) return false;
    if (watched.includes(s)) return true;
  }
  return false;
}
