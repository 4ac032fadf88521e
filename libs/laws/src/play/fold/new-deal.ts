import { packFor } from '../../core/cards/pack';
import { threeHandedSoloPack } from '../../core/cards/solo-packs';
import { eldestHand } from '../../core/seats/table-seat';
import { DealStarted } from '../../core/events';
import { DealState, SessionState } from '../../core/state';

/** The deal state a `DealStarted` event opens: bidding first in solo-whist and bridge-1904, else play. */
export function newDeal(session: SessionState, e: DealStarted): DealState {
  // Auction Hearts bids for the suit to avoid before play (hearts-foster:30)
  const auction = session.variant === 'hearts' && session.rules.settlement === 'auction';
  const bids = session.variant === 'solo-whist' || session.variant === 'bridge-1904' || auction;
  // solo-hoffmann:p156: at five the player on the dealer's right sits out; at three a 40-card (or three-suit) pack
  const order = e.sittingOut ? session.order.filter((s) => s !== e.sittingOut) : session.order;
  const pack =
    session.variant === 'solo-whist' && order.length === 3 ? threeHandedSoloPack(session.rules.threeHandedPack) : null;
  return {
    number: e.deal,
    dealer: e.dealer,
    order,
    handSize: Math.floor((pack ?? packFor(order.length)).length / order.length),
    hands: e.hands,
    trumpCard: e.trumpCard,
    trump: session.variant === 'hearts' || session.variant === 'bridge-1904' ? null : e.trumpSuit,
    status: bids ? 'bidding' : 'playing',
    closed: false,
    calls: [],
    contract: null,
    tricks: [],
    nextLeader: eldestHand(order, e.dealer),
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
    ...(e.sittingOut ? { sittingOut: e.sittingOut } : {}),
    ...(pack ? { pack } : {}),
  };
}
