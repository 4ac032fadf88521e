import type { VariantLaws } from '../core/variant-laws';
import type { GameVariant } from '../core/variant';
import { BRIDGE_1904_LAWS } from '../variants/bridge-1904/bridge-laws';
import { DUMMY_WHIST_LAWS } from '../variants/dummy-whist/dummy-whist-laws';
import { HEARTS_LAWS } from '../variants/hearts/hearts-laws';
import { SOLO_WHIST_LAWS } from '../variants/solo-whist/solo-whist-laws';
import { WHIST_LAWS } from '../variants/whist/whist-laws';

/** The laws of every game the ledger judges, by variant: the one place a variant's code is picked. */
export const VARIANT_LAWS: Readonly<Record<GameVariant, VariantLaws>> = {
  whist: WHIST_LAWS,
  'dummy-whist': DUMMY_WHIST_LAWS,
  'bridge-1904': BRIDGE_1904_LAWS,
  'solo-whist': SOLO_WHIST_LAWS,
  hearts: HEARTS_LAWS,
};

/** The laws of the session's variant. */
export function lawsOf(variant: GameVariant): VariantLaws {
  return VARIANT_LAWS[variant];
}
