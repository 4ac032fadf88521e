/** A seat at the table; play goes clockwise N → E → S → W. */
export type Seat = 'N' | 'E' | 'S' | 'W';
/** The four seats in clockwise order. */
export const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
/** A partnership in 2-against-2 games. */
export type Side = 'NS' | 'EW';

/** The next seat clockwise (the player on this seat's left). */
export function nextSeat(seat: Seat): Seat {
  return SEATS[(SEATS.indexOf(seat) + 1) % 4];
}

/** The partnership a seat belongs to. */
export function sideOf(seat: Seat): Side {
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW';
}

/** The partner of a seat. */
export function partnerOf(seat: Seat): Seat {
  return SEATS[(SEATS.indexOf(seat) + 2) % 4];
}
