import type { Rules } from '../../core/rules';
import { refuse } from '../../core/law-violation';
import { THREE_HANDED_LAW } from './three-handed-excess';

/**
 * Refuses a Hearts settlement that does not fit the table: the excess method ("the player who takes most
 * hearts pays the two others") is Foster's for three players only (hearts-foster:p310).
 */
export function checkHeartsSettlement(rules: Rules, players: number): void {
  if (rules.settlement === 'three-handed-excess' && players !== 3)
    refuse(
      'UNKNOWN_RULE',
      `settlement three-handed-excess is for three players, not ${players} (${THREE_HANDED_LAW})`,
      THREE_HANDED_LAW,
    );
}
