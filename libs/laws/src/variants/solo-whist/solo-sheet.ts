import type { Seat } from '../../core/seats/seat';
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
}

/** The solo-whist score-sheet of api.md: balances per seat in the stake scale's unit. */
export interface SoloSheet {
  readonly variant: 'solo-whist';
  readonly unit: 'pence' | 'white-counters';
  readonly balances: SeatBalances;
  readonly deals: readonly SoloSheetDeal[];
}

/** An empty solo score-sheet in the session's unit. */
export function emptySoloSheet(rules: SoloRules = {}): SoloSheet {
  return { variant: 'solo-whist', unit: scaleOf(rules).unit, balances: { N: 0, E: 0, S: 0, W: 0 }, deals: [] };
}

/** Adds per-seat amounts to balances. */
function addBalances(a: SeatBalances, b: Readonly<Partial<Record<string, number>>>): SeatBalances {
  return { N: a.N + (b.N ?? 0), E: a.E + (b.E ?? 0), S: a.S + (b.S ?? 0), W: a.W + (b.W ?? 0) };
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
  };
  return { ...sheet, balances: addBalances(sheet.balances, r.balances), deals: [...sheet.deals, row] };
}

/** Applies a committee ruling to a solo sheet: balances move, the deal's row lists the ruling. */
export function applySoloRuling(sheet: SoloSheet, ruling: Ruling): SoloSheet {
  const problem = rulingProblem('solo', ruling.adjustment);
  if (problem) throw new Error(`invalid ruling on deal ${ruling.deal}: ${problem}`);
  const extra = Object.keys(ruling.adjustment.balances ?? {}).filter((k) => !['N', 'E', 'S', 'W'].includes(k));
  if (extra.length) throw new Error(`invalid ruling on deal ${ruling.deal}: unknown seats ${extra.join(', ')}`);
  if (!sheet.deals.some((d) => d.deal === ruling.deal)) throw new Error(`no settled deal ${ruling.deal} to rule on`);
  const entry: SheetRuling = { reason: ruling.reason, adjustment: ruling.adjustment };
  const deals = sheet.deals.map((d) => (d.deal === ruling.deal ? { ...d, rulings: [...d.rulings, entry] } : d));
  return { ...sheet, balances: addBalances(sheet.balances, ruling.adjustment.balances ?? {}), deals };
}
