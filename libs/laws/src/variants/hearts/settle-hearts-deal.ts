import type { HeartsOutcome } from '../../core/outcome';
import type { HeartsDealResult } from './hearts-deal-result';
import { HeartsRules, PoolState } from './hearts-rules';
import { settleHowell } from './howell';
import { settleSweepstakes } from './sweepstakes';

/** Settles one hearts deal by the session's method, from the pool and Jack carried in (hearts-foster:29). */
export function settleHeartsDeal(o: HeartsOutcome, state: PoolState, rules: HeartsRules = {}): HeartsDealResult {
  return rules.settlement === 'howell' ? settleHowell(o, state) : settleSweepstakes(o, state, rules);
}
