import type { WhistOutcome } from '../../core/outcome';
import { sideOf } from '../../core/seats/seat';
import { isCompassSeat, TableSeat } from '../../core/seats/table-seat';
import type { VariantLaws } from '../../core/variant-laws';
import { whistRulesOf } from '../rule-options';
import { WhistSheet, applyPartnershipRuling, applyWhistDeal, emptyWhistSheet } from '../whist/whist-sheet';
import { dummyWhistRemedies } from './remedies';

/** Dummy Whist (whist-1900 with the Dummy laws, or bridge-1904's with `dummyLaws`): the whist sheet and honours. */
export const DUMMY_WHIST_LAWS: VariantLaws<WhistSheet, WhistOutcome> = {
  variant: 'dummy-whist',
  remedies: dummyWhistRemedies,
  honours: true,
  rulingFamily: 'partnership',
  table: { players: 'four', emptySeat: (rules) => rules.dummySeat as TableSeat },
  deal: { turnsTrumpCard: true, trumpsFromDeal: true, sameDealerAfterMisdeal: false },
  sheet: {
    empty: () => emptyWhistSheet('dummy-whist'),
    applyDeal: (sheet, o, rules) => applyWhistDeal(sheet, o, whistRulesOf(rules)),
    applyRuling: applyPartnershipRuling,
    balance: (sheet, seat) => ({ unit: 'points', balance: isCompassSeat(seat) ? sheet.points[sideOf(seat)] : 0 }),
  },
};
