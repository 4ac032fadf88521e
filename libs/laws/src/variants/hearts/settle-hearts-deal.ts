import type { HeartsOutcome } from '../../core/outcome';
import type { HeartsDealResult } from './hearts-deal-result';
import { HeartsRules, PoolState } from './hearts-rules';
import { settleHowell } from './howell';
import { settleSweepstakes } from './sweepstakes';
import { settleAuction } from './auction-settlement';
import { settleThreeHandedExcess } from './three-handed-excess';

/** Settles one hearts deal by the session's method, from the pool and Jack carried in (hearts-foster:29). */
export function settleHeartsDeal(o: HeartsOutcome, state: PoolState, rules: HeartsRules = {}): HeartsDealResult {
  switch (rules.settlement) {
    case 'howell':
      return settleHowell(o, state);
    case 'three-handed-excess':
      return settleThreeHandedExcess(o, state);
    case 'auction':
      return settleAuction(o, state, rules);
    default:
      return settleSweepstakes(o, state, rules);
  }
}
