import { Card } from './cards/card';
import { parseCard } from './cards/parse-card';
import { TableSeat } from './seats/table-seat';
import { refuse } from './law-violation';
import { DealState, SessionState } from './state';

/** The session, refusing when it is not open. */
export function openSession(state: SessionState): SessionState {
  if (!state.opened) refuse('SESSION_NOT_OPEN', 'the session has not been opened');
  return state;
}

/** Deal `n` of the session, refusing an unknown number. */
export function dealOf(state: SessionState, n: number): DealState {
  const d = openSession(state).deals[n - 1];
  if (!d || !Number.isInteger(n)) refuse('NO_SUCH_DEAL', `no deal ${n}`);
  return d;
}

/** Deal `n` while its play is still going on (`HAND_ENDED` otherwise). */
export function liveDeal(state: SessionState, n: number): DealState {
  const d = dealOf(state, n);
  if (d.status === 'ended' || d.closed) refuse('HAND_ENDED', `deal ${n} has ended`);
  return d;
}

/** A seat of the table, refusing one that is not in play. */
export function seatAt(deal: DealState | SessionState, text: unknown): TableSeat {
  if (typeof text !== 'string' || !deal.order.includes(text as TableSeat))
    refuse('SEAT_NOT_AT_TABLE', `${String(text)} is not a seat at this table`);
  return text as TableSeat;
}

/** A card in canonical notation, refusing malformed text (`MALFORMED_CARD`). */
export function cardFrom(text: unknown): Card {
  const c = typeof text === 'string' ? parseCard(text) : undefined;
  if (!c) refuse('MALFORMED_CARD', `malformed card ${JSON.stringify(text)}`);
  return c;
}

/** A suit letter, refusing anything else. */
export function suitFrom(text: unknown): 'S' | 'H' | 'D' | 'C' {
  if (text !== 'S' && text !== 'H' && text !== 'D' && text !== 'C')
    refuse('MALFORMED_COMMAND', `not a suit: ${String(text)}`);
  return text;
}
