import type { HeartsRules } from './hearts/hearts-rules';
import type { SoloRules } from './solo-whist/stakes';
import type { WhistRules } from './whist/whist-rules';

import type { SettlementRules } from '../core/variant-laws';

export type { SettlementRules } from '../core/variant-laws';

/** The value of a rule when it is one of the allowed ones, else undefined (the default applies). */
function pick<T>(rules: SettlementRules, name: string, allowed: readonly T[]): T | undefined {
  const v = rules[name];
  return allowed.includes(v as T) ? (v as T) : undefined;
}

const BOOL = [true, false] as const;

/** The whist / dummy-whist options settlement uses. */
export function whistRulesOf(rules: SettlementRules): WhistRules {
  return {
    honoursMustBeClaimed: pick(rules, 'honoursMustBeClaimed', BOOL),
    losersHonoursWhenGameOnTricks: pick(rules, 'losersHonoursWhenGameOnTricks', BOOL),
    revokeTricksFromFewer: pick(rules, 'revokeTricksFromFewer', ['take-all', 'forbid'] as const),
    deductBelowZero: pick(rules, 'deductBelowZero', BOOL),
    carryOverPoints: pick(rules, 'carryOverPoints', BOOL),
    dummyLaws: pick(rules, 'dummyLaws', ['whist-1900', 'bridge-1904'] as const),
  };
}

/** The solo-whist options settlement uses. */
export function soloRulesOf(rules: SettlementRules): SoloRules {
  return {
    stakes: pick(rules, 'stakes', ['hoffmann', 'foster'] as const),
    defenderRevoke: pick(rules, 'defenderRevoke', ['caller-wins', 'three-tricks'] as const),
    overtricksDoubledInAbondance: pick(rules, 'overtricksDoubledInAbondance', BOOL),
    generalMisere: pick(rules, 'generalMisere', ['off', 'last-trick', 'most-tricks'] as const),
    generalMisereStake: pick(rules, 'generalMisereStake', ['solo', 'misere'] as const),
  };
}

/** The hearts options settlement uses. */
export function heartsRulesOf(rules: SettlementRules): HeartsRules {
  return {
    settlement: pick(rules, 'settlement', ['sweepstakes', 'howell', 'three-handed-excess', 'auction'] as const),
    jackDividable: pick(rules, 'jackDividable', BOOL),
  };
}
