import type { HeartsSeat } from '../../core/outcome';
import { HeartsRules, PoolState } from './hearts-rules';

/** Who takes what from the pool at the end of a hand, and what is carried. */
export interface PoolResolution extends PoolState {
  readonly payouts: Readonly<Partial<Record<HeartsSeat, number>>>;
}

/**
 * Resolves the pool after the payments of the hand (hearts-foster:29): a single clean player takes it
 * all; two clean players divide it, the odd counter staying for the next pool, unless a Jack is pending
 * (product.md: `jackDividable: false`); otherwise it stays as a Jack.
 */
export function resolvePool(
  pool: number,
  jackPending: boolean,
  clean: readonly HeartsSeat[],
  rules: HeartsRules,
): PoolResolution {
  if (clean.length === 1) return { payouts: { [clean[0]]: pool }, pool: 0, jack: false };
  if (clean.length === 2 && (!jackPending || rules.jackDividable)) {
    const half = Math.floor(pool / 2);
    return { payouts: { [clean[0]]: half, [clean[1]]: half }, pool: pool - 2 * half, jack: false };
  }
  return { payouts: {}, pool, jack: true };
}

/** Whether the clean players would win or divide this pool (hearts-foster:23: "would win", "would divide"). */
export function wouldWin(
  clean: readonly HeartsSeat[],
  jackPending: boolean,
  rules: HeartsRules,
): 'won' | 'divided' | 'none' {
  if (clean.length === 1) return 'won';
  return clean.length === 2 && (!jackPending || rules.jackDividable) ? 'divided' : 'none';
}
