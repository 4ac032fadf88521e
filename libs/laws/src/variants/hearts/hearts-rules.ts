import type { HeartsOutcome, HeartsSeat, PerHeartsSeat } from '../../core/outcome';

/** The ways of settling a hearts deal (laws.md §5.4 A-D). */
export type HeartsSettlement = 'sweepstakes' | 'howell' | 'three-handed-excess' | 'auction';

/** Session rule options for hearts settlement (product.md, api.md). */
export interface HeartsRules {
  /**
   * Sweepstakes with pool and Jack (default, hearts-foster:29), Howell's settling (hearts-foster:p309), the
   * three-handed "most hearts pays the difference" (hearts-foster:p310) or Auction Hearts (hearts-foster:30, p310).
   */
  readonly settlement?: HeartsSettlement;
  /** Whether two clean players may divide a pending Jack (default false, hearts-foster:29). */
  readonly jackDividable?: boolean;
}

/** The pool and Jack carried from one deal to the next (hearts-foster:29). */
export interface PoolState {
  /** Counters in the pool now. */
  readonly pool: number;
  /** True while a Jack is pending. */
  readonly jack: boolean;
}

/** Hearts in the pack for n players: 13, or 12 when six play and all deuces are out (laws.md §5.1). */
export function heartsInPack(players: number): number {
  return players >= 6 ? 12 : 13;
}

/**
 * Hearts per seat as settled: the hearts won in play, with the last trick's hearts moved to the player
 * who must take it (hearts-foster:16-17).
 */
export function settledHearts(o: HeartsOutcome): Record<HeartsSeat, number> {
  const h = Object.fromEntries(o.players.map((p) => [p, o.hearts[p] ?? 0])) as Record<HeartsSeat, number>;
  const lt = o.lastTrick;
  if (lt && lt.takenBy !== lt.winner) {
    h[lt.winner] -= lt.hearts;
    h[lt.takenBy] += lt.hearts;
  }
  return h;
}

/** The seats that took no heart. */
export function cleanSeats(o: HeartsOutcome, hearts: PerHeartsSeat): readonly HeartsSeat[] {
  return o.players.filter((p) => (hearts[p] ?? 0) === 0);
}

/** A per-seat record of zeros for the seats at the table. */
export function zeroSeats(players: readonly HeartsSeat[]): Record<HeartsSeat, number> {
  return Object.fromEntries(players.map((p) => [p, 0])) as Record<HeartsSeat, number>;
}
