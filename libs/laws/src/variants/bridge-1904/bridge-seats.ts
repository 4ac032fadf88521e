import { TableSeat } from '../../core/seats/table-seat';
import { DealState } from '../../core/state';

/** The seats of a Bridge (1904) deal as the declaration and doubling laws name them (bridge-1904:47-58). */
export interface BridgeSeats {
  readonly dealer: TableSeat;
  /** The dealer's partner, who declares when the dealer leaves it to him (bridge-1904:48) and is Dummy (bridge-1904:62). */
  readonly partner: TableSeat;
  /** The eldest hand, the player on the dealer's left (bridge-1904:49). */
  readonly eldest: TableSeat;
  /** The dealer's right-hand adversary, the eldest hand's partner (bridge-1904:57). */
  readonly fourth: TableSeat;
}

/** The named seats of `deal`. */
export function bridgeSeats(deal: DealState): BridgeSeats {
  const at = (k: number) => deal.order[(deal.order.indexOf(deal.dealer) + k) % 4];
  return { dealer: deal.dealer, eldest: at(1), partner: at(2), fourth: at(3) };
}

/** The partner of `seat` at a four-handed table. */
export function partnerAt(deal: DealState, seat: TableSeat): TableSeat {
  return deal.order[(deal.order.indexOf(seat) + 2) % 4];
}

/** True for the dealer and his partner, the side that declares (bridge-1904:47-48). */
export function onDealersSide(deal: DealState, seat: TableSeat): boolean {
  const s = bridgeSeats(deal);
  return seat === s.dealer || seat === s.partner;
}
