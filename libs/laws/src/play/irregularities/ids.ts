import { DealState } from '../../core/state';

/** The next irregularity id of a deal, deterministic from the record: `<deal>-<n>`. */
export function nextIrregularityId(deal: DealState, offset = 0): string {
  return `${deal.number}-${deal.irregularities.length + 1 + offset}`;
}

/** The next obligation id of a deal: `<deal>-o<n>`. */
export function nextObligationId(deal: DealState): string {
  return `${deal.number}-o${deal.obligations.length + 1}`;
}
