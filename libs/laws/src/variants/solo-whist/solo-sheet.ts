import type { TableSeat as Seat } from '../../core/seats/table-seat';
import { SEATS } from '../../core/seats/seat';
import type { SoloOutcome } from '../../core/outcome';
import type { Ruling } from '../../core/settlement/ruling';
import { rulingProblem } from '../../core/settlement/ruling';
import { SeatBalances, SoloDealResult } from './settle-solo-deal';
import { settleSoloDeal } from './settle-solo-revokes';
import { SoloRules, scaleOf } from './stakes';
import type { SheetRuling } from '../whist/partnership-sheet';

/** One deal's row on a solo score-sheet: the settlement and any rulings on it. */
export interface SoloSheetDeal extends SoloDealResult {
  readonly deal: number;
  readonly caller: Seat | null;
  readonly acceptor: Seat | null;
  readonly rulings: readonly SheetRuling[];
  /** Solo for five: the player who sat out this deal, neither paying nor receiving (solo-hoffmann:p156). */
  readonly sittingOut?: Seat;
}

/** The solo-whist score-sheet of api.md: balances per seat in the stake scale's unit. */
export interface SoloSheet {
  readonly variant: 'solo-whist';
  readonly unit: 'pence' | 'white-counters';
  /** The seats at the table, clockwise: N E S W, or N E S at three, N E S W P5 at five (solo-hoffmann:p156). */
  readonly players: readonly Seat[];
  readonly balances: SeatBalances;
  readonly deals: readonly SoloSheetDeal[];
}

/** An empty solo score-sheet in the session's unit, for the seats at the table (default N E S W). */
export function emptySoloSheet(rules: SoloRules = {}, players: readonly Seat[] = SEATS): SoloSheet {
  const balances = Object.fromEntries(players.map((s) => [s, 0]));
  return { variant: 'solo-whist', unit: scaleOf(rules).unit, players, balances, deals: [] };
}

/** Adds per-seat amounts to the balances of the sheet's seats. */
function addBalances(sheet: SoloSheet, b: Readonly<Partial<Record<string, number>>>): SeatBalances {
  return Object.fromEntries(sheet.players.map((s) => [s, (sheet.balances[s] ?? 0) + (b[s] ?? 0)]));
}

/** Folds one finished deal into a solo score-sheet (each deal is settled on its own, solo-hoffmann:p142). */
export function applySoloDeal(sheet: SoloSheet, o: SoloOutcome, rules: SoloRules = {}): SoloSheet {
  const r = settleSoloDeal(o, rules);
  const row: SoloSheetDeal = {
    ...r,
    deal: o.deal,
    caller: o.caller ?? null,
    acceptor: o.acceptor ?? null,
    rulings: [],
    ...(o.sittingOut ? { sittingOut: o.sittingOut } : {}),
  };
  return { ...sheet, balances: addBalances(sheet, r.balances), deals: [...sheet.deals, row] };
}

/** Applies a committee ruling to a solo sheet: balances move, the deal's row lists the ruling. */
export function applySoloRuling(sheet: SoloSheet, ruling: Ruling): SoloSheet {
  const problem = rulingProblem('solo', ruling.adjustment);
  if (problem) throw new Error(`invalid ruling on deal ${ruling.deal}: ${problem}`);
  const extra = Object.keys(ruling.adjustment.balances ?? {}).filter((k) => !sheet.players.includes(k as Seat));
  if (extra.length) throw new Error(`invalid ruling on deal ${ruling.deal}: unknown seats ${extra.join(', ')}`);
  if (!sheet.deals.some((d) => d.deal === ruling.deal)) throw new Error(`no settled deal ${ruling.deal} to rule on`);
  const entry: SheetRuling = { reason: ruling.reason, adjustment: ruling.adjustment };
  const deals = sheet.deals.map((d) => (d.deal === ruling.deal ? { ...d, rulings: [...d.rulings, entry] } : d));
  return { ...sheet, balances: addBalances(sheet, ruling.adjustment.balances ?? {}), deals };
}
