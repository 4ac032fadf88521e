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
  // Auction Hearts only: other deals keep the plain literal's shape (no spread on the hot path)
  return d.auction ? { ...next, auction: d.auction } : next;
}
