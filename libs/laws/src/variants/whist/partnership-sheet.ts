import type { Side } from '../../core/seats/seat';
import type { PerSide } from '../../core/outcome';
import type { Ruling } from '../../core/settlement/ruling';

/** A game won, as listed on a partnership score-sheet. */
export interface SheetGame {
  /** The rubber (1, 2, ...) the game belongs to. */
  readonly rubber: number;
  /** The deal that won it. */
  readonly deal: number;
  readonly winner: Side;
  /** Whist: 1, 2 or 3 (whist-1900:53). Bridge: the trick points the winners scored in that game. */
  readonly value: number;
}

/** A finished rubber: the winners and the points they won (the losers lost as many). */
export interface SheetRubber {
  readonly winner: Side;
  readonly points: number;
}

/** A ruling as it appears on a deal's row: the original result stays, the adjustment is shown beside it. */
export type SheetRuling = Omit<Ruling, 'deal'>;

/** The games of the rubber now in play. */
export function currentRubberGames(games: readonly SheetGame[], rubbersDone: number): readonly SheetGame[] {
  return games.filter((g) => g.rubber === rubbersDone + 1);
}

/** The side that has won two games of the current rubber, if any (whist-1900:46, bridge-1904:1). */
export function rubberWinner(games: readonly SheetGame[]): Side | null {
  for (const side of ['NS', 'EW'] as const) if (games.filter((g) => g.winner === side).length >= 2) return side;
  return null;
}

/** Adds a zero-sum points record to the sheet's points. */
export function addPoints(points: PerSide, delta: PerSide): PerSide {
  return { NS: points.NS + delta.NS, EW: points.EW + delta.EW };
}
