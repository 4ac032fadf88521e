import type { DealOutcome, HeartsSeat, SettlementVariant } from '../../core/outcome';
import type { Ruling } from '../../core/settlement/ruling';
import { outcomeProblem } from '../../core/settlement/outcome-problem';
import type { SettlementRules, SheetLaws, VariantLaws } from '../../core/variant-laws';
import type { BridgeSheet } from '../../variants/bridge-1904/bridge-sheet';
import type { HeartsSheet } from '../../variants/hearts/hearts-sheet';
import type { SoloSheet } from '../../variants/solo-whist/solo-sheet';
import type { WhistSheet } from '../../variants/whist/whist-sheet';
import { VARIANT_LAWS } from '../variant-laws';

/** The score-sheet served by `GET /v1/sessions/{id}/scoresheet`, per variant (api.md "Reads"). */
export type Scoresheet = WhistSheet | BridgeSheet | SoloSheet | HeartsSheet;

/** The sheet laws of a variant; refuses a variant outside the union. */
export function sheetLaws(variant: SettlementVariant): SheetLaws<Scoresheet, DealOutcome> {
  const laws = VARIANT_LAWS[variant] as VariantLaws<Scoresheet, DealOutcome> | undefined;
  if (!laws) throw new Error(`unknown variant ${String(variant)}`);
  return laws.sheet;
}

/** An empty score-sheet; hearts needs its seats (default N E S W). */
export function emptyScoresheet(
  variant: SettlementVariant,
  rules: SettlementRules = {},
  players?: readonly HeartsSeat[],
): Scoresheet {
  return sheetLaws(variant).empty(rules, players);
}

/** Folds one finished deal into the sheet (a pure reducer: the app stores the sheet and serves it). */
export function applyDealToSheet(sheet: Scoresheet, o: DealOutcome, rules: SettlementRules = {}): Scoresheet {
  if (sheet.variant !== o.variant) throw new Error(`a ${o.variant} deal cannot go on a ${sheet.variant} sheet`);
  if (sheet.deals.some((d) => d.deal === o.deal)) throw new Error(`deal ${o.deal} is already on the sheet`);
  const problem = outcomeProblem(o);
  if (problem) throw new Error(`deal ${o.deal} cannot be settled: ${problem}`);
  return sheetLaws(o.variant).applyDeal(sheet, o, rules);
}

/** Applies a committee ruling to the sheet: the original result stays, the adjustment is added beside it. */
export function applyRulingToSheet(sheet: Scoresheet, ruling: Ruling): Scoresheet {
  return sheetLaws(sheet.variant).applyRuling(sheet, ruling);
}

/** The score-sheet recomputed from scratch: every ended deal in order, then the rulings in order. */
export function scoresheet(
  variant: SettlementVariant,
  rules: SettlementRules,
  outcomes: readonly DealOutcome[],
  rulings: readonly Ruling[] = [],
  players?: readonly HeartsSeat[],
): Scoresheet {
  const seats = players ?? outcomes.find((o) => o.variant === 'hearts')?.players;
  const start = emptyScoresheet(variant, rules, seats);
  const played = [...outcomes].sort((a, b) => a.deal - b.deal).reduce((s, o) => applyDealToSheet(s, o, rules), start);
  return rulings.reduce(applyRulingToSheet, played);
}
