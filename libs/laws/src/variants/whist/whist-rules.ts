/** Session rule options that change whist and dummy-whist settlement (defaults from product.md). */
export interface WhistRules {
  /** Honours count only when the outcome says the side claimed them in time (whist-1900:51). */
  readonly honoursMustBeClaimed?: boolean;
  /** Score the losers' honours when the winners reach game on tricks in the same hand (default false, whist-1900:50). */
  readonly losersHonoursWhenGameOnTricks?: boolean;
  /** Taking 3 tricks from a side with fewer: takes all it has (default) or is not allowed (then +3 applies). */
  readonly revokeTricksFromFewer?: 'take-all' | 'forbid';
  /** Deducting points may take a score below 0 (default false). */
  readonly deductBelowZero?: boolean;
  /** Points beyond game carry into the next game, up to 4 (default false). */
  readonly carryOverPoints?: boolean;
  /** dummy-whist only: `bridge-1904` lets the trick penalty stand in abandoned hands (bridge-1904:77). */
  readonly dummyLaws?: 'whist-1900' | 'bridge-1904';
}

/** Game value: treble, double or single (whist-1900:53). */
export type GameValue = 1 | 2 | 3;

/** Points needed for a game (whist-1900:47). */
export const WHIST_GAME = 5;

/** The value of a game from the losers' score: 0 → treble, 1-2 → double, 3-4 → single (whist-1900:53). */
export function gameValue(losersScore: number): GameValue {
  if (losersScore <= 0) return 3;
  return losersScore <= 2 ? 2 : 1;
}

/** Points for honours held by one side: four 4, three 2, fewer 0 (whist-1900:48). */
export function honourPoints(held: number): number {
  if (held >= 4) return 4;
  return held === 3 ? 2 : 0;
}

/**
 * Rubber points to the winners of a rubber (whist-1900:54-55): their game values plus 2, less the
 * losers' game value when the rubber went to three games.
 */
export function rubberPoints(winnerValues: readonly number[], loserValues: readonly number[]): number {
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  return sum(winnerValues) + 2 - sum(loserValues);
}
