import { CITATIONS } from '../../core/citations';
import { bridgeResult } from '../result-only/bridge-result';
import type { BridgeOutcome } from '../../core/outcome';
import type { VariantLaws } from '../../core/variant-laws';
import { applyPartnershipRuling } from '../whist/whist-sheet';
import { partnershipBalance } from '../whist/whist-sheet-laws';
import { BridgeSheet, applyBridgeDeal, emptyBridgeSheet } from './bridge-sheet';
import { decideBridgeCall } from './decide-call';
import { bridgeElection } from './bridge-election';
import { decideBridgeConduct } from './doubling-consultation';
import { bridgeRemedies } from './remedies';

/** Bridge (1904 laws): remedies with the declarer and Dummy of the deal, the declaration and doubling, the rubber sheet. */
export const BRIDGE_1904_LAWS: VariantLaws<BridgeSheet, BridgeOutcome> = {
  variant: 'bridge-1904',
  citations: () => CITATIONS['bridge-1904'],
  sides: 'partnership',
  remedies: (ctx, o) => {
    const c = ctx.deal.contract;
    return bridgeRemedies(ctx, o, {
      declarer: c?.caller ?? ctx.deal.dealer,
      dummy: c?.dummy ?? ctx.deal.order[(ctx.deal.order.indexOf(ctx.deal.dealer) + 2) % 4],
    });
  },
  calls: decideBridgeCall,
  election: bridgeElection,
  conduct: decideBridgeConduct,
  honours: false,
  rulingFamily: 'partnership',
  table: { players: 'four' },
  deal: { turnsTrumpCard: false, trumpsFromDeal: false, sameDealerAfterMisdeal: false },
  result: bridgeResult,
  sheet: {
    empty: () => emptyBridgeSheet(),
    applyDeal: (sheet, o) => applyBridgeDeal(sheet, o),
    applyRuling: applyPartnershipRuling,
    balance: partnershipBalance,
  },
};
