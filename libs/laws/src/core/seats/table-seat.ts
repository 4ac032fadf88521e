import { SEATS, Seat } from './seat';

/** A seat at any table: the four compass seats, plus `P5`/`P6` for 5- and 6-handed Hearts. */
export type TableSeat = Seat | 'P5' | 'P6';
/** Every table seat in clockwise order. */
export const TABLE_SEATS: readonly TableSeat[] = [...SEATS, 'P5', 'P6'];

/** True when the value names a table seat. */
export function isTableSeat(value: unknown): value is TableSeat {
  return typeof value === 'string' && (TABLE_SEATS as readonly string[]).includes(value);
}

/** True for a compass seat (partnership games use only these). */
export function isCompassSeat(seat: TableSeat): seat is Seat {
  return (SEATS as readonly string[]).includes(seat);
}

/** Narrows a table seat to a compass seat (the partnership games and solo whist seat only these); throws on `P5`/`P6`. */
export function compassSeat(seat: TableSeat): Seat {
  if (!isCompassSeat(seat)) throw new Error(`${seat} is not a compass seat`);
  return seat;
}

/** The seat after `seat` clockwise among the seats in play (`order`). */
export function nextInOrder(order: readonly TableSeat[], seat: TableSeat): TableSeat {
  return order[(order.indexOf(seat) + 1) % order.length];
}

/** The seat before `seat` clockwise, i.e. the player on `seat`'s right (hearts-foster:20). */
export function previousInOrder(order: readonly TableSeat[], seat: TableSeat): TableSeat {
  return order[(order.indexOf(seat) + order.length - 1) % order.length];
}

/** The eldest hand: the player on the dealer's left, who leads to the first trick. */
export function eldestHand(order: readonly TableSeat[], dealer: TableSeat): TableSeat {
  return nextInOrder(order, dealer);
}

/** The seats in clockwise order starting from `first`. */
export function rotationFrom(order: readonly TableSeat[], first: TableSeat): TableSeat[] {
  const i = order.indexOf(first);
  return [...order.slice(i), ...order.slice(0, i)];
}
