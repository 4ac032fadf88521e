import { assertNever } from './variant';
import { LawEvent } from './events';
import { DealState, SessionState } from './state';
import { newDeal } from './new-deal';
import { evolveDeal } from './evolve-deal';
import { TABLE_SEATS } from '../seats/table-seat';

/** Applies one event to the session state (pure; structural sharing, no deep copies). */
export function evolve(state: SessionState, event: LawEvent): SessionState {
  const version = state.version + 1;
  switch (event.type) {
    case 'SessionOpened': {
      const order = TABLE_SEATS.filter((s) => s in event.seats);
      return { ...state, opened: true, variant: event.variant, seats: event.seats, rules: event.rules, order, version };
    }
    case 'DealStarted': {
      const prev = state.deals.map((d) => (d.closed ? d : { ...d, closed: true }));
      return { ...state, deals: [...prev, newDeal(state, event)], version };
    }
    case 'CallMade':
    case 'ContractFixed':
    case 'CardPlayed':
    case 'LeadOutOfTurnRecorded':
    case 'PlayOutOfTurnRecorded':
    case 'CardsExposed':
    case 'RevokeCommitted':
    case 'RevokeCorrected':
    case 'RevokeEstablished':
    case 'PenaltyElected':
    case 'CardsReturned':
    case 'CardDrawn':
    case 'ClaimMade':
    case 'ClaimAnswered':
    case 'HandAbandoned':
    case 'RevokeClaimed':
    case 'RevokeClaimReassessed':
    case 'RevokePenaltyElected':
    case 'PlayOmitted':
    case 'DealEnded':
    case 'RulingRecorded':
      return { ...state, deals: replaceDeal(state.deals, event.deal, (d) => evolveDeal(state, d, event)), version };
    default:
      return assertNever(event);
  }
}

function replaceDeal(deals: readonly DealState[], n: number, f: (d: DealState) => DealState): readonly DealState[] {
  const i = n - 1;
  if (!deals[i]) return deals;
  const copy = deals.slice();
  copy[i] = f(deals[i]);
  return copy;
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
