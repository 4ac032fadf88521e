import type { HeartsOutcome } from '../../core/outcome';
import { HeartsDealResult } from './hearts-deal-result';
import { HeartsRules, PoolState, cleanSeats, heartsInPack, settledHearts, zeroSeats } from './hearts-rules';
import { revokersOf, settlePool } from './pool-settlement';

/** Settles a hand by sweepstakes: a counter a heart into the pool, the pool to the clean (hearts-foster:15, 23-24, 29). */
export function settleSweepstakes(o: HeartsOutcome, state: PoolState, rules: HeartsRules): HeartsDealResult {
  const hearts = settledHearts(o);
  const clean = cleanSeats(o, hearts);
  const revokers = revokersOf(o);
  const paid = zeroSeats(o.players);
  const laws = ['hearts-foster:29'];
  for (const f of o.forfeits) paid[f.seat] += f.counters;
  if (o.forfeits.length) laws.push('hearts-foster:15');
  if (revokers.length) {
    for (const r of revokers) paid[r] += heartsInPack(o.players.length);
    laws.push(revokers.length > 1 ? 'hearts-foster:24' : 'hearts-foster:23');
  } else for (const p of o.players) paid[p] += hearts[p];
  return {
    method: 'sweepstakes',
    hearts,
    clean,
    revokers,
    ...settlePool(o, state, rules, { clean, revokers, paid, laws }),
  };
}
