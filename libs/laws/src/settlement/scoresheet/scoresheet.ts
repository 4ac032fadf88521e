import type { DealOutcome, HeartsSeat, SettlementVariant } from '../outcome';
import type { Ruling } from '../common/ruling';
import { outcomeProblem } from '../common/outcome-problem';
import { SettlementRules, heartsRulesOf, soloRulesOf, whistRulesOf } from '../common/rule-options';
import { BridgeSheet, applyBridgeDeal, emptyBridgeSheet } from './bridge-sheet';
import { HeartsSheet, applyHeartsDeal, applyHeartsRuling, emptyHeartsSheet } from './hearts-sheet';
import { SoloSheet, applySoloDeal, applySoloRuling, emptySoloSheet } from './solo-sheet';
import { WhistSheet, applyPartnershipRuling, applyWhistDeal, emptyWhistSheet } from './whist-sheet';

/** The score-sheet served by `GET /v1/sessions/{id}/scoresheet`, per variant (api.md "Reads"). */
export type Scoresheet = WhistSheet | BridgeSheet | SoloSheet | HeartsSheet;

/** An empty score-sheet; hearts needs its seats (default N E S W). */
export function emptyScoresheet(
  variant: SettlementVariant,
  rules: SettlementRules = {},
  players?: readonly HeartsSeat[],
): Scoresheet {
  switch (variant) {
    case 'whist':
    case 'dummy-whist':
      return emptyWhistSheet(variant);
    case 'bridge-1904':
      return emptyBridgeSheet();
    case 'solo-whist':
      return emptySoloSheet(soloRulesOf(rules));
    case 'hearts':
      return emptyHeartsSheet(players);
    default:
      return unknownVariant(variant);
  }
}

/** Refuses a variant outside the union. */
function unknownVariant(v: never): never {
  throw new Error(`unknown variant ${String(v)}`);
}

/** Folds one finished deal into the sheet (a pure reducer: the app stores the sheet and serves it). */
export function applyDealToSheet(sheet: Scoresheet, o: DealOutcome, rules: SettlementRules = {}): Scoresheet {
  if (sheet.variant !== o.variant) throw new Error(`a ${o.variant} deal cannot go on a ${sheet.variant} sheet`);
  if (sheet.deals.some((d) => d.deal === o.deal)) throw new Error(`deal ${o.deal} is already on the sheet`);
  const problem = outcomeProblem(o);
  if (problem) throw new Error(`deal ${o.deal} cannot be settled: ${problem}`);
  switch (o.variant) {
    case 'whist':
    case 'dummy-whist':
      return applyWhistDeal(sheet as WhistSheet, o, whistRulesOf(rules));
    case 'bridge-1904':
      return applyBridgeDeal(sheet as BridgeSheet, o);
    case 'solo-whist':
      return applySoloDeal(sheet as SoloSheet, o, soloRulesOf(rules));
    case 'hearts':
      return applyHeartsDeal(sheet as HeartsSheet, o, heartsRulesOf(rules));
    default:
      return unknownVariant(o);
  }
}

/** Applies a committee ruling to the sheet: the original result stays, the adjustment is added beside it. */
export function applyRulingToSheet(sheet: Scoresheet, ruling: Ruling): Scoresheet {
  switch (sheet.variant) {
    case 'whist':
    case 'dummy-whist':
    case 'bridge-1904':
      return applyPartnershipRuling(sheet, ruling);
    case 'solo-whist':
      return applySoloRuling(sheet, ruling);
    case 'hearts':
      return applyHeartsRuling(sheet, ruling);
    default:
      return unknownVariant(sheet);
  }
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
