import type { PerHeartsSeat, PerSide } from '../outcome';

/**
 * How a committee ruling adjusts a settlement, after the fact. It never rewrites the deal's own
 * result: it is an extra, zero-sum transfer shown beside the original on the score-sheet.
 * - whist, dummy-whist, bridge-1904: `points`, rubber points per side (NS + EW = 0), added to the
 *   sheet's `points` (the money result); the game and rubber history is left as played.
 * - solo-whist: `balances` per seat, in the session's stake unit, summing to 0.
 * - hearts: `balances` per seat plus `pool` (counters put into (+) or taken from (−) the pool);
 *   balances + pool sum to 0.
 */
export interface RulingAdjustment {
  readonly points?: PerSide;
  readonly balances?: PerHeartsSeat;
  readonly pool?: number;
}

/** A committee ruling recorded by an admin: `POST /v1/sessions/{id}/rulings {deal, reason, adjustment}`. */
export interface Ruling {
  readonly deal: number;
  readonly reason: string;
  readonly adjustment: RulingAdjustment;
}

/** Sums the values of a partial record. */
export function sumValues(rec: Readonly<Partial<Record<string, number>>> | undefined): number {
  return Object.values(rec ?? {}).reduce<number>((a, b) => a + (b ?? 0), 0);
}

/** Why a ruling's adjustment does not fit the variant, or undefined when it is acceptable. */
export function rulingProblem(family: 'partnership' | 'solo' | 'hearts', adj: RulingAdjustment): string | undefined {
  const numbers = [...Object.values(adj.points ?? {}), ...Object.values(adj.balances ?? {}), adj.pool ?? 0];
  if (numbers.some((n) => typeof n !== 'number' || !Number.isInteger(n))) return 'adjustments are whole numbers';
  if (family === 'partnership') {
    if (adj.balances || adj.pool) return 'partnership games are adjusted in points per side';
    if (!adj.points || adj.points.NS + adj.points.EW !== 0) return 'points must be given for NS and EW and sum to 0';
    return undefined;
  }
  if (adj.points) return 'this variant is adjusted in balances per seat';
  if (family === 'solo' && adj.pool) return 'solo whist has no pool';
  if (!adj.balances) return 'balances per seat are required';
  return sumValues(adj.balances) + (adj.pool ?? 0) === 0 ? undefined : 'balances (and pool) must sum to 0';
}
