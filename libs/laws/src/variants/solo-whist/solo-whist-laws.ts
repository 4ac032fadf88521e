import { CITATIONS } from '../../core/citations';
import { threeHandedSoloPack } from '../../core/cards/solo-packs';
import { soloResult } from '../result-only/solo-result';
import type { SoloOutcome } from '../../core/outcome';
import type { VariantLaws } from '../../core/variant-laws';
import { soloRulesOf } from '../rule-options';
import { decideSoloCall } from './decide-call';
import { misereDefeated } from './misere-defeated';
import { misereForfeit } from './misere-forfeit';
import { laidOpen } from './misere-ouverte';
import { soloRemedies } from './remedies';
import { soloSittingOut } from './sitting-out';
import { SoloSheet, applySoloDeal, applySoloRuling, emptySoloSheet } from './solo-sheet';

/** Solo Whist (Hoffmann): remedies, the auction, balances per seat at the session's stakes. */
export const SOLO_WHIST_LAWS: VariantLaws<SoloSheet, SoloOutcome> = {
  variant: 'solo-whist',
  citations: () => CITATIONS['solo-hoffmann'],
  sides: 'contract',
  remedies: soloRemedies,
  calls: decideSoloCall,
  laidOpen,
  forfeit: misereForfeit,
  defeated: misereDefeated,
  honours: false,
  rulingFamily: 'solo',
  table: { players: 'three-to-five' },
  deal: {
    turnsTrumpCard: true,
    trumpsFromDeal: true,
    sameDealerAfterMisdeal: true,
    sittingOut: soloSittingOut,
    ownPack: (players, rules) => (players === 3 ? threeHandedSoloPack(rules.threeHandedPack) : undefined),
  },
  result: soloResult,
  sheet: {
    empty: (rules, players) => emptySoloSheet(soloRulesOf(rules), players),
    applyDeal: (sheet, o, rules) => applySoloDeal(sheet, o, soloRulesOf(rules)),
    applyRuling: applySoloRuling,
    balance: (sheet, seat) => ({ unit: sheet.unit, balance: sheet.balances[seat] ?? 0 }),
  },
};
