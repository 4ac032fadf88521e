import { LawEvent } from '../../core/events';
import { DealState, SessionState } from '../../core/state';
import { newDeal } from './new-deal';
import { evolveDeal } from './evolve-deal';
import { TABLE_SEATS } from '../../core/seats/table-seat';

/** Applies one event to the session state (pure; structural sharing, no deep copies). */
export function evolve(state: SessionState, event: LawEvent): SessionState {
  const version = state.version + 1;
  if (event.type === 'SessionOpened') {
    const order = TABLE_SEATS.filter((s) => s in event.seats);
    return {
      opened: true,
      variant: event.variant,
      seats: event.seats,
      order,
      rules: event.rules,
      deals: state.deals,
      version,
    };
  }
  if (event.type === 'DealStarted') {
    const prev = state.deals.map((d) => (d.closed ? d : { ...d, closed: true }));
    return withDeals(state, [...prev, newDeal(state, event)], version);
  }
  const i = event.deal - 1;
  const d = state.deals[i];
  if (!d) return withDeals(state, state.deals, version);
  const deals = state.deals.slice();
  deals[i] = evolveDeal(state, d, event);
  return withDeals(state, deals, version);
}

/** The session with new deals and version, built field by field (one hidden class on the hot path). */
function withDeals(s: SessionState, deals: readonly DealState[], version: number): SessionState {
  return { opened: s.opened, variant: s.variant, seats: s.seats, order: s.order, rules: s.rules, deals, version };
}

/** Folds a stream of events from the initial state. */
export function fold(events: readonly LawEvent[], from?: SessionState): SessionState {
  let s = from ?? initial();
  for (const e of events) s = evolve(s, e);
  return s;
}

function initial(): SessionState {
  return { opened: false, variant: 'whist', seats: {}, order: [], rules: {}, deals: [], version: 0 };
}
