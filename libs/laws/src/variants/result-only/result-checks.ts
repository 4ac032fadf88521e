import type { PerSide } from '../../core/outcome';
import { refuse } from '../../core/law-violation';
import type { DealState } from '../../core/state';
import type { TableSeat } from '../../core/seats/table-seat';

/** The number of tricks in a deal of this table (13 at four hands of thirteen). */
export function tricksInDeal(deal: DealState): number {
  return deal.handSize;
}

/** A whole number from 0 to `max`, refusing anything else as malformed (400). */
export function countFrom(v: unknown, what: string, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > max)
    refuse('MALFORMED_COMMAND', `${what} must be a whole number from 0 to ${max}, not ${JSON.stringify(v)}`);
  return v;
}

/** Tricks per side `{NS, EW}` that make up the whole deal: all the tricks of the deal were won by someone. */
export function sideTricksFrom(v: unknown, deal: DealState): PerSide {
  const n = tricksInDeal(deal);
  if (!v || typeof v !== 'object' || Array.isArray(v) || Object.keys(v).some((k) => k !== 'NS' && k !== 'EW'))
    refuse('MALFORMED_COMMAND', 'tricks must be {NS, EW}');
  const t = v as Record<string, unknown>;
  const out = { NS: countFrom(t.NS, 'tricks.NS', n), EW: countFrom(t.EW, 'tricks.EW', n) };
  if (out.NS + out.EW !== n)
    refuse('RESULT_IMPOSSIBLE', `the sides' tricks make ${out.NS + out.EW}, not the ${n} tricks of a deal`);
  return out;
}

/** A seat of the deal's table, refusing one that is not at it (422: a seat that cannot have played). */
export function tableSeatFrom(v: unknown, deal: DealState, what: string): TableSeat {
  if (typeof v !== 'string') refuse('MALFORMED_COMMAND', `${what} must be a seat`);
  if (!deal.order.includes(v as TableSeat)) refuse('SEAT_NOT_AT_TABLE', `${what} ${v} is not a seat at this table`);
  return v as TableSeat;
}
