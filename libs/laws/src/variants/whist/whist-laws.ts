import type { WhistOutcome } from '../../core/outcome';
import { sideOf } from '../../core/seats/seat';
import { isCompassSeat } from '../../core/seats/table-seat';
import type { VariantLaws } from '../../core/variant-laws';
import { whistRulesOf } from '../rule-options';
import { whistRemedies } from './remedies';
import { WhistSheet, applyPartnershipRuling, applyWhistDeal, emptyWhistSheet } from './whist-sheet';

/** Short Whist (whist-1900): its remedies, honours claimed at the end of the hand (whist-1900:51), the rubber sheet. */
export const WHIST_LAWS: VariantLaws<WhistSheet, WhistOutcome> = {
  variant: 'whist',
  remedies: whistRemedies,
  honours: true,
  rulingFamily: 'partnership',
  table: { players: 'four' },
  deal: { turnsTrumpCard: true, trumpsFromDeal: true, sameDealerAfterMisdeal: false },
  sheet: {
    empty: () => emptyWhistSheet('whist'),
    applyDeal: (sheet, o, rules) => applyWhistDeal(sheet, o, whistRulesOf(rules)),
    applyRuling: applyPartnershipRuling,
    balance: (sheet, seat) => ({ unit: 'points', balance: isCompassSeat(seat) ? sheet.points[sideOf(seat)] : 0 }),
  },
};
