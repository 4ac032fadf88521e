import type { HeartsOutcome, HeartsSeat } from '../../core/outcome';
import { HeartsDealResult, netOf } from './hearts-deal-result';
import { HeartsRules, PoolState, cleanSeats, heartsInPack, settledHearts, zeroSeats } from './hearts-rules';
import { PoolResolution, resolvePool, wouldWin } from './pool';

/** The distinct revokers of a hand, in order. */
export function revokersOf(o: HeartsOutcome): readonly HeartsSeat[] {
  return [...new Set(o.revokes.map((r) => r.seat))];
}

/**
 * Law 23-24: each revoker pays the whole hand's losses (13, `perRevoker`) into the pool. If a revoker would
 * have won, it all stays as a Jack; if he would have divided, the other clean player gets 6 (half of
 * `perRevoker`, per revoker) and the rest stays as a Jack; otherwise the pool goes as the hand fell (law 24:
 * two revokers make it 26).
 */
export function revokeResolution(
  o: HeartsOutcome,
  pool: number,
  state: PoolState,
  clean: readonly HeartsSeat[],
  rules: HeartsRules,
  perRevoker: number = heartsInPack(o.players.length),
): PoolResolution {
  const revokers = revokersOf(o);
  const status = wouldWin(clean, state.jack, rules);
  const revokerClean = clean.some((c) => revokers.includes(c));
  if (status === 'none' || (status === 'won' && revokerClean)) return { payouts: {}, pool, jack: true };
  if (status === 'divided' && revokerClean) {
    const other = clean.find((c) => !revokers.includes(c));
    const share = other ? Math.floor(perRevoker / 2) * revokers.length : 0;
    return { payouts: other ? { [other]: share } : {}, pool: pool - share, jack: true };
  }
  return resolvePool(pool, state.jack, clean, rules);
}

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
  if (o.lastTrick && o.lastTrick.takenBy !== o.lastTrick.winner) laws.push(o.lastTrick.law);
  const pool = state.pool + Object.values(paid).reduce((a, b) => a + b, 0);
  const res = revokers.length
    ? revokeResolution(o, pool, state, clean, rules)
    : resolvePool(pool, state.jack, clean, rules);
  const received = { ...zeroSeats(o.players), ...res.payouts };
  return {
    method: 'sweepstakes',
    hearts,
    clean,
    revokers,
    paid,
    received,
    balances: netOf(o.players, paid, received),
    before: state,
    after: { pool: res.pool, jack: res.jack },
    laws,
  };
}
