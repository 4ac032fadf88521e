import type { SoloCall } from '../../core/outcome';

/** Session rule options for solo-whist settlement (product.md, api.md). */
export interface SoloRules {
  /** The stake scale: Hoffmann's pence (default) or Foster's counters, counted in white counters. */
  readonly stakes?: 'hoffmann' | 'foster';
  /**
   * A defender's revoke against a single caller other than misère: `caller-wins` (default, product.md)
   * pays the caller his basic stake; `three-tricks` adds 3 tricks a revoke to the caller's and scores them.
   * Either way the offender pays for his side.
   */
  readonly defenderRevoke?: 'caller-wins' | 'three-tricks';
  /** Abondance over-tricks count double, "common by agreement" (solo-hoffmann:p148). */
  readonly overtricksDoubledInAbondance?: boolean;
  /**
   * All passed: `off` (default) throws the hands in (solo-hoffmann:p146); `last-trick` plays a General Misère
   * in which the taker of the 13th trick pays each opponent (solo-hoffmann:p147); `most-tricks` makes the
   * taker of the most tricks pay (Britannica, laws.md §4.9).
   */
  readonly generalMisere?: 'off' | 'last-trick' | 'most-tricks';
  /** The "agreed stake" of a General Misère: a solo's basic stake (default, "usually") or a misère's (solo-hoffmann:p147). */
  readonly generalMisereStake?: 'solo' | 'misere';
}

/** A stake scale: basic stakes per call and the price of an over- or under-trick, in one unit. */
export interface StakeScale {
  readonly unit: 'pence' | 'white-counters';
  readonly basic: Readonly<Record<SoloCall, number>>;
  readonly trick: number;
}

/** Hoffmann's "six, twelve and eighteen", in pence (solo-hoffmann:p147-149). */
export const HOFFMANN_SCALE: StakeScale = {
  unit: 'pence',
  basic: { proposal: 6, solo: 6, misere: 12, abondance: 18, 'misere-ouverte': 24, 'abondance-declaree': 36 },
  trick: 1,
};

/** A Foster red counter is worth five white (solo-foster:p146). */
export const RED = 5;

/** Foster's counter scale 1-2-3-4-6-8 red, one white a trick, in white counters (solo-foster:p146). */
export const FOSTER_SCALE: StakeScale = {
  unit: 'white-counters',
  basic: {
    proposal: 1 * RED,
    solo: 2 * RED,
    misere: 3 * RED,
    abondance: 4 * RED,
    'misere-ouverte': 6 * RED,
    'abondance-declaree': 8 * RED,
  },
  trick: 1,
};

/** The scale a session uses (default Hoffmann). */
export function scaleOf(rules: SoloRules): StakeScale {
  return rules.stakes === 'foster' ? FOSTER_SCALE : HOFFMANN_SCALE;
}

/** Tricks the call needs; misères need none taken, déclarée all 13 (solo-hoffmann:p143-146). */
export const TARGET: Readonly<Record<SoloCall, number>> = {
  proposal: 8,
  solo: 5,
  misere: 0,
  abondance: 9,
  'misere-ouverte': 0,
  'abondance-declaree': 13,
};

/** Whether the caller's side made its call with this many tricks. */
export function made(call: SoloCall, tricks: number): boolean {
  return call === 'misere' || call === 'misere-ouverte' ? tricks === 0 : tricks >= TARGET[call];
}

/** Whether over- and under-tricks are paid: not on misères nor on abondance déclarée (solo-hoffmann:p148). */
export function paysTricks(call: SoloCall): boolean {
  return call === 'proposal' || call === 'solo' || call === 'abondance';
}

/** The price of one over-trick: doubled in a P&A that takes all 13 (Hoffmann) or an abondance by agreement. */
export function overTrickPrice(call: SoloCall, tricks: number, rules: SoloRules): number {
  const scale = scaleOf(rules);
  if (call === 'proposal' && tricks === 13 && scale === HOFFMANN_SCALE) return 2 * scale.trick;
  if (call === 'abondance' && rules.overtricksDoubledInAbondance) return 2 * scale.trick;
  return scale.trick;
}

/** What each opponent pays or receives: the basic stake plus the over- or under-tricks (solo-hoffmann:p147-148). */
export function stakePerOpponent(call: SoloCall, tricks: number, rules: SoloRules): number {
  const basic = scaleOf(rules).basic[call];
  if (!paysTricks(call)) return basic;
  const diff = tricks - TARGET[call];
  if (diff >= 0) return basic + diff * overTrickPrice(call, tricks, rules);
  return basic - diff * scaleOf(rules).trick;
}
