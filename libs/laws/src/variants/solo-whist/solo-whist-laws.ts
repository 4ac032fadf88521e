import { soloResult } from '../result-only/solo-result';
import type { SoloOutcome } from '../../core/outcome';
import { isCompassSeat } from '../../core/seats/table-seat';
import type { VariantLaws } from '../../core/variant-laws';
import { soloRulesOf } from '../rule-options';
import { decideSoloCall } from './decide-call';
import { misereDefeated } from './misere-defeated';
import { misereForfeit } from './misere-forfeit';
import { laidOpen } from './misere-ouverte';
import { soloRemedies } from './remedies';
import { SoloSheet, applySoloDeal, applySoloRuling, emptySoloSheet } from './solo-sheet';

/** Solo Whist (Hoffmann): remedies, the auction, balances per seat at the session's stakes. */
export const SOLO_WHIST_LAWS: VariantLaws<SoloSheet, SoloOutcome> = {
  variant: 'solo-whist',
  remedies: soloRemedies,
  calls: decideSoloCall,
  laidOpen,
  forfeit: misereForfeit,
  defeated: misereDefeated,
  honours: false,
  rulingFamily: 'solo',
  table: { players: 'four' },
  deal: { turnsTrumpCard: true, trumpsFromDeal: true, sameDealerAfterMisdeal: true },
  result: soloResult,
  sheet: {
    empty: (rules) => emptySoloSheet(soloRulesOf(rules)),
    applyDeal: (sheet, o, rules) => applySoloDeal(sheet, o, soloRulesOf(rules)),
    applyRuling: applySoloRuling,
    balance: (sheet, seat) => ({ unit: sheet.unit, balance: isCompassSeat(seat) ? (sheet.balances[seat] ?? 0) : 0 }),
  },
};
