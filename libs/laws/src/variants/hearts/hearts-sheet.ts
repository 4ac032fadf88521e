import type { HeartsOutcome, HeartsSeat, PerHeartsSeat } from '../../core/outcome';
import type { Ruling } from '../../core/settlement/ruling';
import { rulingProblem } from '../../core/settlement/ruling';
import type { HeartsDealResult } from './hearts-deal-result';
import { HeartsRules } from './hearts-rules';
import { settleHeartsDeal } from './settle-hearts-deal';
import type { SheetRuling } from '../whist/partnership-sheet';

/** One deal's row on a hearts score-sheet. */
export interface HeartsSheetDeal extends HeartsDealResult {
  readonly deal: number;
  readonly rulings: readonly SheetRuling[];
}

/** The hearts score-sheet of api.md: balances per seat, the pool carried and whether a Jack is pending. */
export interface HeartsSheet {
  readonly variant: 'hearts';
  /** The seats at the table, clockwise (3 to 6; see HeartsSeat). */
  readonly players: readonly HeartsSeat[];
  readonly balances: PerHeartsSeat;
  /** Counters in the pool now (carried to the next deal). */
  readonly pool: number;
  /** True while a Jack is pending. */
  readonly jack: boolean;
  readonly deals: readonly HeartsSheetDeal[];
}

/** An empty hearts score-sheet for these seats. */
export function emptyHeartsSheet(players: readonly HeartsSeat[] = ['N', 'E', 'S', 'W']): HeartsSheet {
  return {
    variant: 'hearts',
    players,
    balances: Object.fromEntries(players.map((p) => [p, 0])),
    pool: 0,
    jack: false,
    deals: [],
  };
}

/** Adds per-seat amounts to balances (only the table's seats). */
function addBalances(players: readonly HeartsSeat[], a: PerHeartsSeat, b: PerHeartsSeat): PerHeartsSeat {
  return Object.fromEntries(players.map((p) => [p, (a[p] ?? 0) + (b[p] ?? 0)]));
}

/** Folds one finished deal into a hearts score-sheet; every deal is settled at once (laws.md §5.1). */
export function applyHeartsDeal(sheet: HeartsSheet, o: HeartsOutcome, rules: HeartsRules = {}): HeartsSheet {
  const seats = new Set(sheet.players);
  if (o.players.length !== sheet.players.length || o.players.some((p) => !seats.has(p))) {
    throw new Error(`deal ${o.deal}: players ${o.players.join(' ')} are not the table's ${sheet.players.join(' ')}`);
  }
  const r = settleHeartsDeal(o, { pool: sheet.pool, jack: sheet.jack }, rules);
  const row: HeartsSheetDeal = { ...r, deal: o.deal, rulings: [] };
  return {
    ...sheet,
    balances: addBalances(sheet.players, sheet.balances, r.balances),
    ...r.after,
    deals: [...sheet.deals, row],
  };
}

/** Applies a committee ruling to a hearts sheet: balances move (never the pool), the deal's row lists it. */
export function applyHeartsRuling(sheet: HeartsSheet, ruling: Ruling): HeartsSheet {
  const problem = rulingProblem('hearts', ruling.adjustment);
  if (problem) throw new Error(`invalid ruling on deal ${ruling.deal}: ${problem}`);
  const extra = Object.keys(ruling.adjustment.balances ?? {}).filter((k) => !sheet.players.includes(k as HeartsSeat));
  if (extra.length)
    throw new Error(`invalid ruling on deal ${ruling.deal}: seats not at the table: ${extra.join(', ')}`);
  if (!sheet.deals.some((d) => d.deal === ruling.deal)) throw new Error(`no settled deal ${ruling.deal} to rule on`);
  const entry: SheetRuling = { reason: ruling.reason, adjustment: ruling.adjustment };
  const deals = sheet.deals.map((d) => (d.deal === ruling.deal ? { ...d, rulings: [...d.rulings, entry] } : d));
  const balances = addBalances(sheet.players, sheet.balances, ruling.adjustment.balances ?? {});
  return { ...sheet, balances, deals };
}
