import type { BridgeOutcome, PerSide } from '../../core/outcome';
import { addSides, zeroSides, zeroSum } from '../../core/settlement/per-side';
import { RUBBER_BONUS } from './bridge-values';
import { BridgeDealResult, settleBridgeDeal } from './settle-bridge-deal';
import {
  SheetGame,
  SheetRubber,
  SheetRuling,
  addPoints,
  currentRubberGames,
  rubberWinner,
} from '../whist/partnership-sheet';

/** One deal's row on a bridge score-sheet. */
export interface BridgeSheetDeal extends BridgeDealResult {
  readonly deal: number;
  readonly rubber: SheetRubber | null;
  readonly rulings: readonly SheetRuling[];
}

/** The bridge-1904 score-sheet of api.md. */
export interface BridgeSheet {
  readonly variant: 'bridge-1904';
  /** Below the line, in the game now being played (bridge-1904:2). */
  readonly score: PerSide;
  /** Above the line in the rubber now being played: honours, chicane, slams (bridge-1904:10). */
  readonly above: PerSide;
  /** Trick points (below the line, every game) in the rubber now being played; they all count (bridge-1904:3). */
  readonly trickTotals: PerSide;
  readonly games: readonly SheetGame[];
  readonly rubbers: readonly SheetRubber[];
  /** Rubber results so far (finished rubbers plus rulings), zero-sum. */
  readonly points: PerSide;
  readonly deals: readonly BridgeSheetDeal[];
}

/** An empty bridge score-sheet. */
export function emptyBridgeSheet(): BridgeSheet {
  const z = zeroSides();
  return { variant: 'bridge-1904', score: z, above: z, trickTotals: z, games: [], rubbers: [], points: z, deals: [] };
}

/** The rubber result: +100 to the winners, then the difference of the two totals (bridge-1904:11). */
export function bridgeRubber(winner: 'NS' | 'EW', trickTotals: PerSide, above: PerSide): SheetRubber {
  const total = addSides(trickTotals, above);
  const theirs = winner === 'NS' ? total.EW : total.NS;
  return { winner, points: total[winner] + RUBBER_BONUS - theirs };
}

/** Folds one finished deal into a bridge score-sheet: the hand, then the game (30) and rubber (bridge-1904:1-11). */
export function applyBridgeDeal(sheet: BridgeSheet, o: BridgeOutcome): BridgeSheet {
  const r = settleBridgeDeal(sheet.score, o);
  const trickTotals = addSides(sheet.trickTotals, r.below);
  const above = addSides(sheet.above, r.above);
  if (!r.game) {
    const row: BridgeSheetDeal = { ...r, deal: o.deal, rubber: null, rulings: [] };
    return { ...sheet, score: r.scoreReached, above, trickTotals, deals: [...sheet.deals, row] };
  }
  const value = r.scoreReached[r.game.winner];
  const game: SheetGame = { rubber: sheet.rubbers.length + 1, deal: o.deal, winner: r.game.winner, value };
  const games = [...sheet.games, game];
  const winner = rubberWinner(currentRubberGames(games, sheet.rubbers.length));
  const rubber = winner ? bridgeRubber(winner, trickTotals, above) : null;
  const row: BridgeSheetDeal = { ...r, deal: o.deal, rubber, rulings: [] };
  const z = zeroSides();
  return {
    ...sheet,
    score: z,
    above: rubber ? z : above,
    trickTotals: rubber ? z : trickTotals,
    games,
    rubbers: rubber ? [...sheet.rubbers, rubber] : sheet.rubbers,
    points: rubber ? addPoints(sheet.points, zeroSum(rubber.winner, rubber.points)) : sheet.points,
    deals: [...sheet.deals, row],
  };
}
