import type { PerSide, WhistOutcome } from '../../core/outcome';
import type { Ruling } from '../../core/settlement/ruling';
import { rulingProblem } from '../../core/settlement/ruling';
import { addToSide, zeroSides, zeroSum } from '../../core/settlement/per-side';
import { WhistDealResult, settleWhistDeal } from './settle-whist-deal';
import { WHIST_GAME, WhistRules, rubberPoints } from './whist-rules';
import { SheetGame, SheetRubber, SheetRuling, addPoints, currentRubberGames, rubberWinner } from './partnership-sheet';

/** One deal's row on a whist score-sheet: its settlement and any rulings on it. */
export interface WhistSheetDeal extends WhistDealResult {
  readonly deal: number;
  /** The rubber finished by this deal, if any. */
  readonly rubber: SheetRubber | null;
  readonly rulings: readonly SheetRuling[];
}

/** The whist / dummy-whist score-sheet of api.md (`GET /v1/sessions/{id}/scoresheet`). */
export interface WhistSheet {
  readonly variant: 'whist' | 'dummy-whist';
  /** Points in the game now being played (whist-1900:47). */
  readonly score: PerSide;
  readonly games: readonly SheetGame[];
  readonly rubbers: readonly SheetRubber[];
  /** Rubber points so far (finished rubbers plus rulings), zero-sum. */
  readonly points: PerSide;
  readonly deals: readonly WhistSheetDeal[];
}

/** An empty whist score-sheet. */
export function emptyWhistSheet(variant: 'whist' | 'dummy-whist' = 'whist'): WhistSheet {
  return { variant, score: zeroSides(), games: [], rubbers: [], points: zeroSides(), deals: [] };
}

/** The rubber these games finish, with its points (whist-1900:54-55), or null while it goes on. */
function finishedRubber(inRubber: readonly SheetGame[]): SheetRubber | null {
  const winner = rubberWinner(inRubber);
  if (!winner) return null;
  const values = (won: boolean) => inRubber.filter((g) => (g.winner === winner) === won).map((g) => g.value);
  return { winner, points: rubberPoints(values(true), values(false)) };
}

/** Folds one finished deal into a whist score-sheet: the hand, then the game and rubber (whist-1900:46-55). */
export function applyWhistDeal(sheet: WhistSheet, o: WhistOutcome, rules: WhistRules = {}): WhistSheet {
  const r = settleWhistDeal(sheet.score, o, rules);
  if (!r.game) {
    const row: WhistSheetDeal = { ...r, deal: o.deal, rubber: null, rulings: [] };
    return { ...sheet, score: r.scoreReached, deals: [...sheet.deals, row] };
  }
  const game: SheetGame = {
    rubber: sheet.rubbers.length + 1,
    deal: o.deal,
    winner: r.game.winner,
    value: r.game.value,
  };
  const games = [...sheet.games, game];
  const rubber = finishedRubber(currentRubberGames(games, sheet.rubbers.length));
  const row: WhistSheetDeal = { ...r, deal: o.deal, rubber, rulings: [] };
  const carried = rules.carryOverPoints ? Math.min(WHIST_GAME - 1, r.scoreReached[r.game.winner] - WHIST_GAME) : 0;
  return {
    ...sheet,
    score: addToSide(zeroSides(), r.game.winner, carried),
    games,
    rubbers: rubber ? [...sheet.rubbers, rubber] : sheet.rubbers,
    points: rubber ? addPoints(sheet.points, zeroSum(rubber.winner, rubber.points)) : sheet.points,
    deals: [...sheet.deals, row],
  };
}

/** Applies a committee ruling: the deal's row keeps its result and lists the ruling; points move. */
export function applyPartnershipRuling<
  S extends { points: PerSide; deals: readonly { deal: number; rulings: readonly SheetRuling[] }[] },
>(sheet: S, ruling: Ruling): S {
  const problem = rulingProblem('partnership', ruling.adjustment);
  if (problem) throw new Error(`invalid ruling on deal ${ruling.deal}: ${problem}`);
  if (!sheet.deals.some((d) => d.deal === ruling.deal)) throw new Error(`no settled deal ${ruling.deal} to rule on`);
  const entry: SheetRuling = { reason: ruling.reason, adjustment: ruling.adjustment };
  const deals = sheet.deals.map((d) => (d.deal === ruling.deal ? { ...d, rulings: [...d.rulings, entry] } : d));
  return { ...sheet, points: addPoints(sheet.points, ruling.adjustment.points!), deals };
}
