import { CITATIONS } from '../../core/citations';
import { whistResult } from '../result-only/whist-result';
import type { WhistOutcome } from '../../core/outcome';
import type { TableSeat } from '../../core/seats/table-seat';
import type { VariantLaws } from '../../core/variant-laws';
import type { WhistSheet } from '../whist/whist-sheet';
import { whistSheetLaws } from '../whist/whist-sheet-laws';
import { dummyWhistRemedies } from './remedies';

/** Dummy Whist (whist-1900 with the Dummy laws, or bridge-1904's with `dummyLaws`): the whist sheet and honours. */
export const DUMMY_WHIST_LAWS: VariantLaws<WhistSheet, WhistOutcome> = {
  variant: 'dummy-whist',
  citations: (rules) => CITATIONS[rules.dummyLaws === 'bridge-1904' ? 'bridge-1904' : 'whist-1900'],
  sides: 'partnership',
  remedies: dummyWhistRemedies,
  honours: true,
  rulingFamily: 'partnership',
  table: { players: 'four', emptySeat: (rules) => rules.dummySeat as TableSeat },
  deal: { turnsTrumpCard: true, trumpsFromDeal: true, sameDealerAfterMisdeal: false },
  result: whistResult,
  sheet: whistSheetLaws('dummy-whist'),
};
