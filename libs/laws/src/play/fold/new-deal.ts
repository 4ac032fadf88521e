import { packFor } from '../../core/cards/pack';
import { eldestHand } from '../../core/seats/table-seat';
import { DealStarted } from '../../core/events';
import { DealState, SessionState } from '../../core/state';

/** The deal state a `DealStarted` event opens: bidding first in solo-whist and bridge-1904, else play. */
export function newDeal(session: SessionState, e: DealStarted): DealState {
  // Auction Hearts bids for the suit to avoid before play (hearts-foster:30)
  const auction = session.variant === 'hearts' && session.rules.settlement === 'auction';
  const bids = session.variant === 'solo-whist' || session.variant === 'bridge-1904' || auction;
  return {
    number: e.deal,
    dealer: e.dealer,
    order: session.order,
    handSize: packFor(session.order.length).length / session.order.length,
    hands: e.hands,
    trumpCard: e.trumpCard,
    trump: session.variant === 'hearts' || session.variant === 'bridge-1904' ? null : e.trumpSuit,
    status: bids ? 'bidding' : 'playing',
    closed: false,
    calls: [],
    contract: null,
    tricks: [],
    nextLeader: eldestHand(session.order, e.dealer),
    exposed: [],
    shown: [],
    drawn: [],
    irregularities: [],
    obligations: [],
    revokes: [],
    revokeClaims: [],
    claims: [],
    penalties: [],
    rulings: [],
    end: null,
    omitted: [],
    honoursClaimed: [],
    laidOpen: null,
    ...(auction ? { auction: { bids: [], avoided: null } } : {}),
  };
}
