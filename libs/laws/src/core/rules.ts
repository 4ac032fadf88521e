import { GameVariant } from './variant';
import { refuse } from './law-violation';

/** A session's rules: option name → value, with the defaults of product.md filled in. */
export type Rules = Readonly<Record<string, string | boolean>>;

type RuleSpec = Readonly<Record<string, readonly (string | boolean)[]>>;
const WHIST: RuleSpec = {
  honoursMustBeClaimed: [false, true],
  revokeTricksFromFewer: ['take-all', 'forbid'],
  deductBelowZero: [false, true],
  carryOverPoints: [false, true],
  losersHonoursWhenGameOnTricks: [false, true],
};
/** Allowed values per variant; the first value is the default (product.md "Decisions"). */
const SPECS: Readonly<Record<GameVariant, RuleSpec>> = {
  whist: WHIST,
  'dummy-whist': { ...WHIST, dummyLaws: ['whist-1900', 'bridge-1904'], dummySeat: ['N', 'E', 'S', 'W'] },
  'bridge-1904': {},
  'solo-whist': {
    stakes: ['hoffmann', 'foster'],
    defenderRevoke: ['caller-wins', 'three-tricks'],
    overtricksDoubledInAbondance: [false, true],
    // solo-hoffmann:p147, laws.md §4.9: all passed → thrown in (default), or a General Misère lost by the last trick or most tricks
    generalMisere: ['off', 'last-trick', 'most-tricks'],
    generalMisereStake: ['solo', 'misere'],
    // solo-hoffmann:p156: three players use 40 cards (no 2s, 3s, 4s), or three suits only
    threeHandedPack: ['forty-cards', 'without-clubs', 'without-diamonds', 'without-hearts', 'without-spades'],
  },
  hearts: {
    settlement: ['sweepstakes', 'howell', 'three-handed-excess', 'auction'],
    jackDividable: [false, true],
    leadOutOfTurnPenalty: ['suit-call', 'heart-call'],
  },
};

/** Fills in the defaults and refuses an unknown rule name or value (`UNKNOWN_RULE`). */
export function resolveRules(variant: GameVariant, given: Readonly<Record<string, unknown>> = {}): Rules {
  const spec = SPECS[variant];
  const out: Record<string, string | boolean> = {};
  for (const [name, values] of Object.entries(spec)) out[name] = values[0];
  for (const [name, value] of Object.entries(given ?? {})) {
    const values = spec[name];
    if (!values) refuse('UNKNOWN_RULE', `unknown rule "${name}" for ${variant}`);
    if (!values.includes(value as string | boolean)) refuse('UNKNOWN_RULE', `rule ${name} cannot be ${String(value)}`);
    out[name] = value as string | boolean;
  }
  return out;
}
