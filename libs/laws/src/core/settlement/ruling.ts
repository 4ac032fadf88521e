import type { PerHeartsSeat, PerSide } from '../outcome';

/**
 * How a committee ruling adjusts a settlement, after the fact. It never rewrites the deal's own
 * result: it is an extra, zero-sum transfer shown beside the original on the score-sheet.
 * - whist, dummy-whist, bridge-1904: `points`, rubber points per side (NS + EW = 0), added to the
 *   sheet's `points` (the money result); the game and rubber history is left as played.
 * - solo-whist and hearts: `balances` per seat (solo: the stake unit; hearts: counters), summing to 0.
 *   A ruling never touches the hearts pool or Jack: a later deal's settlement must not depend on when
 *   a ruling was recorded, so the sheet folded event by event equals the one recomputed from scratch.
 */
export interface RulingAdjustment {
  readonly points?: PerSide;
  readonly balances?: PerHeartsSeat;
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
  if (!adj || typeof adj !== 'object') return 'an adjustment object is required';
  const extra = Object.keys(adj).filter((k) => k !== 'points' && k !== 'balances');
  if (extra.length) return `unknown adjustment fields: ${extra.join(', ')}`;
  const values = (rec: object | undefined): unknown[] => Object.values(rec ?? {}) as unknown[];
  const numbers = [...values(adj.points), ...values(adj.balances)];
  if (numbers.some((n) => typeof n !== 'number' || !Number.isInteger(n))) return 'adjustments are whole numbers';
  if (family === 'partnership') {
    if (adj.balances) return 'partnership games are adjusted in points per side';
    if (!adj.points || adj.points.NS + adj.points.EW !== 0) return 'points must be given for NS and EW and sum to 0';
    return undefined;
  }
  if (adj.points) return 'this variant is adjusted in balances per seat';
  if (!adj.balances) return 'balances per seat are required';
  return sumValues(adj.balances) === 0 ? undefined : 'balances must sum to 0';
}
