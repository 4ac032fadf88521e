import { TableSeat, isCompassSeat } from './table-seat';
import { sideOf } from './seat';
import { DealState, SessionState } from '../state';

/** The side a seat plays for in this deal: N-S/E-W in whist games, caller's side in solo, each alone in hearts. */
export function sideIn(session: SessionState, deal: DealState, seat: TableSeat): string {
  switch (session.variant) {
    case 'whist':
    case 'dummy-whist':
    case 'bridge-1904':
      return isCompassSeat(seat) ? sideOf(seat) : seat;
    case 'solo-whist': {
      const c = deal.contract;
      // solo-hoffmann:p147: in a General Misère each plays for himself
      if (!c || c.call === 'general-misere') return seat;
      if (seat === c.caller || seat === c.partner) return 'caller';
      return c.partner ? 'others' : 'defenders';
    }
    case 'hearts':
      return seat;
  }
}

/** The seats playing against `seat` in this deal. */
export function adversariesOf(session: SessionState, deal: DealState, seat: TableSeat): TableSeat[] {
  const side = sideIn(session, deal, seat);
  return deal.order.filter((s) => sideIn(session, deal, s) !== side);
}

/** The seats on `seat`'s side, himself included. */
export function sideMembers(session: SessionState, deal: DealState, seat: TableSeat): TableSeat[] {
  const side = sideIn(session, deal, seat);
  return deal.order.filter((s) => sideIn(session, deal, s) === side);
}

/** The Dummy hand of the deal (dummy-whist: `rules.dummySeat`; bridge-1904: the dealer's partner), if any. */
export function dummyOf(session: SessionState, deal: DealState): TableSeat | null {
  if (session.variant === 'dummy-whist') return (session.rules.dummySeat as TableSeat) ?? 'N';
  if (session.variant === 'bridge-1904') return deal.contract?.dummy ?? null;
  return null;
}

/** The player who plays the Dummy hand (its partner), if any. */
export function dummyPlayerOf(session: SessionState, deal: DealState): TableSeat | null {
  const d = dummyOf(session, deal);
  return d ? deal.order[(deal.order.indexOf(d) + 2) % 4] : null;
}
