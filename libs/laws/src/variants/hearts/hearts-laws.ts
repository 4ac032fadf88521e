import { CITATIONS } from '../../core/citations';
import { heartsResult } from '../result-only/hearts-result';
import type { HeartsOutcome } from '../../core/outcome';
import type { VariantLaws } from '../../core/variant-laws';
import { heartsRulesOf } from '../rule-options';
import { HeartsSheet, applyHeartsDeal, applyHeartsRuling, emptyHeartsSheet } from './hearts-sheet';
import { heartsRemedies } from './remedies';
import { checkHeartsSettlement } from './settlement-table';

/** Hearts (Foster): remedies, counters per seat and the pool (Jacks). */
export const HEARTS_LAWS: VariantLaws<HeartsSheet, HeartsOutcome> = {
  variant: 'hearts',
  citations: () => CITATIONS['hearts-foster'],
  sides: 'each-for-himself',
  remedies: heartsRemedies,
  honours: false,
  rulingFamily: 'hearts',
  table: { players: 'three-to-six', checkRules: checkHeartsSettlement },
  deal: { turnsTrumpCard: false, trumpsFromDeal: false, sameDealerAfterMisdeal: false, wrongCountsRecorded: true },
  result: heartsResult,
  sheet: {
    empty: (_rules, players) => emptyHeartsSheet(players),
    applyDeal: (sheet, o, rules) => applyHeartsDeal(sheet, o, heartsRulesOf(rules)),
    applyRuling: applyHeartsRuling,
    balance: (sheet, seat) => ({ unit: 'counters', balance: sheet.balances[seat] ?? 0 }),
  },
};
