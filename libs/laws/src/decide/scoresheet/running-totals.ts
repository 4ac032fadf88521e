import type { PerSide } from '../../core/outcome';
import { addSides, zeroSides, zeroSum } from '../../core/settlement/per-side';
import type { Scoresheet } from './scoresheet';
import type { SheetRuling } from '../../variants/whist/partnership-sheet';
import type { BridgeSheet } from '../../variants/bridge-1904/bridge-sheet';
import type { HeartsSheet } from '../../variants/hearts/hearts-sheet';
import type { SoloSheet } from '../../variants/solo-whist/solo-sheet';
import type { WhistSheet } from '../../variants/whist/whist-sheet';

/** Whist, dummy whist, bridge 1904: the game's score below (as the row has it) and the rubber points so far. */
export interface PartnershipRunning {
  readonly score: PerSide;
  readonly points: PerSide;
}

/** Solo whist and hearts: each seat's balance so far (hearts keeps its pool and Jack beside it). */
export interface BalancesRunning {
  readonly balances: Readonly<Record<string, number>>;
}

/** A score-sheet row with the running totals it starts from and ends at. */
export type RunningRow<Row, Running> = Row & { readonly before: Running; readonly after: Running };

type RunningOf<S extends Scoresheet, Running> = Omit<S, 'deals'> & {
  readonly deals: readonly RunningRow<S['deals'][number], Running>[];
};

/** A score-sheet whose every row carries `before` and `after` (see withRunningTotals). */
export type RunningScoresheet =
  | RunningOf<WhistSheet, PartnershipRunning>
  | RunningOf<BridgeSheet, PartnershipRunning>
  | RunningOf<SoloSheet, BalancesRunning>
  | RunningOf<HeartsSheet, BalancesRunning>;

function addBalances(players: readonly string[], a: Record<string, number>, b: object | undefined) {
  const add = (b ?? {}) as Readonly<Partial<Record<string, number>>>;
  return Object.fromEntries(players.map((p) => [p, (a[p] ?? 0) + (add[p] ?? 0)]));
}

const rulingPoints = (rulings: readonly SheetRuling[]) =>
  rulings.reduce((p, r) => addSides(p, r.adjustment.points ?? zeroSides()), zeroSides());

/**
 * The running totals of a score-sheet, deal by deal, in the unit the club's standings count: a deal's
 * `before` is what the sheet stood at when it began and `after` what it stood at once it (and any
 * ruling on it) was scored. Partnership games: rubber points (the finished rubber's points, zero-sum,
 * whist-1900:54-55, bridge-1904:11, and rulings' points) with the game score below as the row gives it
 * (`scoreBefore`, `scoreReached`); solo whist and hearts: balances per seat (the deal's net and rulings'
 * balances; hearts' existing `before`/`after` pool and Jack gain `balances`). The last row's `after`
 * equals the sheet's `points` / `balances`, rulings being folded at the deal they rule on.
 */
export function withRunningTotals(sheet: Scoresheet): RunningScoresheet {
  if (sheet.variant === 'solo-whist' || sheet.variant === 'hearts') {
    let running: Record<string, number> = addBalances(sheet.players, {}, undefined);
    const rows = sheet.deals.map((d) => {
      const before = running;
      running = addBalances(sheet.players, running, d.balances);
      for (const r of d.rulings) running = addBalances(sheet.players, running, r.adjustment.balances);
      return { d, before, after: running };
    });
    if (sheet.variant === 'hearts')
      return {
        ...sheet,
        deals: sheet.deals.map((d, i) => ({
          ...d,
          before: { ...d.before, balances: rows[i].before },
          after: { ...d.after, balances: rows[i].after },
        })),
      };
    return {
      ...sheet,
      deals: rows.map(({ d, before, after }) => ({ ...d, before: { balances: before }, after: { balances: after } })),
    } as RunningScoresheet;
  }
  let points = zeroSides();
  const deals = sheet.deals.map((d) => {
    const before = { score: d.scoreBefore, points };
    const won = d.rubber ? zeroSum(d.rubber.winner, d.rubber.points) : zeroSides();
    points = addSides(addSides(points, won), rulingPoints(d.rulings));
    return { ...d, before, after: { score: d.scoreReached, points } };
  });
  return { ...sheet, deals } as RunningScoresheet;
}
