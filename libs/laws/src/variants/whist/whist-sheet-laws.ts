import type { PerSide, WhistOutcome } from '../../core/outcome';
import { sideOf } from '../../core/seats/seat';
import { isCompassSeat, type TableSeat } from '../../core/seats/table-seat';
import type { SheetLaws } from '../../core/variant-laws';
import { whistRulesOf } from '../rule-options';
import { WhistSheet, applyPartnershipRuling, applyWhistDeal, emptyWhistSheet } from './whist-sheet';

/** A seat's standing on a rubber sheet: its side's points (whist, dummy whist, bridge 1904). */
export function partnershipBalance(sheet: { readonly points: PerSide }, seat: TableSeat) {
  return { unit: 'points', balance: isCompassSeat(seat) ? sheet.points[sideOf(seat)] : 0 };
}

/** The rubber sheet of whist and dummy whist (the same scoring; the sheet names its variant). */
export function whistSheetLaws(variant: 'whist' | 'dummy-whist'): SheetLaws<WhistSheet, WhistOutcome> {
  return {
    empty: () => emptyWhistSheet(variant),
    applyDeal: (sheet, o, rules) => applyWhistDeal(sheet, o, whistRulesOf(rules)),
    applyRuling: applyPartnershipRuling,
    balance: partnershipBalance,
  };
}
