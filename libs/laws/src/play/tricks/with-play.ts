import { DealState, Obligation, TrickState } from '../../core/state';
import { TableSeat } from '../../core/seats/table-seat';

/** The deal with new play fields, built field by field (one hidden class: fold's hot path stays monomorphic). */
export function withPlay(
  d: DealState,
  tricks: readonly TrickState[],
  nextLeader: TableSeat,
  obligations: readonly Obligation[],
): DealState {
  const next: DealState = {
    number: d.number,
    dealer: d.dealer,
    order: d.order,
    handSize: d.handSize,
    hands: d.hands,
    trumpCard: d.trumpCard,
    trump: d.trump,
    status: d.status,
    closed: d.closed,
    calls: d.calls,
    contract: d.contract,
    tricks,
    nextLeader,
    exposed: d.exposed,
    shown: d.shown,
    drawn: d.drawn,
    irregularities: d.irregularities,
    obligations,
    revokes: d.revokes,
    revokeClaims: d.revokeClaims,
    claims: d.claims,
    penalties: d.penalties,
    rulings: d.rulings,
    end: d.end,
    omitted: d.omitted,
    honoursClaimed: d.honoursClaimed,
    laidOpen: d.laidOpen,
  };
  // solo-hoffmann:p156 tables of three and five, and Auction Hearts (hearts-foster:30), carry fields of their
  // own; the four-handed deals keep the plain literal's shape (no spread on the hot path)
  if (!d.sittingOut && !d.pack && !d.auction) return next;
  return {
    ...next,
    ...(d.sittingOut ? { sittingOut: d.sittingOut } : {}),
    ...(d.pack ? { pack: d.pack } : {}),
    ...(d.auction ? { auction: d.auction } : {}),
  };
}
