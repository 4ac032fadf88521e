import { CITATIONS } from '../../core/citations';
import { whistResult } from '../result-only/whist-result';
import type { WhistOutcome } from '../../core/outcome';
import type { VariantLaws } from '../../core/variant-laws';
import { whistRemedies } from './remedies';
import type { WhistSheet } from './whist-sheet';
import { whistSheetLaws } from './whist-sheet-laws';

/** Short Whist (whist-1900): its remedies, honours claimed at the end of the hand (whist-1900:51), the rubber sheet. */
export const WHIST_LAWS: VariantLaws<WhistSheet, WhistOutcome> = {
  variant: 'whist',
  citations: () => CITATIONS['whist-1900'],
  sides: 'partnership',
  remedies: whistRemedies,
  honours: true,
  rulingFamily: 'partnership',
  table: { players: 'four' },
  deal: { turnsTrumpCard: true, trumpsFromDeal: true, sameDealerAfterMisdeal: false },
  result: whistResult,
  sheet: whistSheetLaws('whist'),
};
