import type { GameVariant } from '../core/variant';

/** The unit a club's standings across sessions count in, per variant family. */
export type StandingsUnit = 'rubber-points' | 'stake' | 'counters';

/**
 * What a player's total across sessions means: partnership games sum each player's side's rubber points
 * (whist-1900:54-55, bridge-1904:11); solo whist sums the stake balances (solo-hoffmann:p142); hearts
 * sums the counters won and lost (laws.md §5.1).
 */
export function standingsUnit(variant: GameVariant): StandingsUnit {
  if (variant === 'solo-whist') return 'stake';
  if (variant === 'hearts') return 'counters';
  return 'rubber-points';
}
