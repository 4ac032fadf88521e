import type { HeartsOutcome, HeartsSeat, PerHeartsSeat } from '../../core/outcome';
import { HeartsDealResult, netOf } from './hearts-deal-result';
import { HeartsRules, PoolState, heartsInPack, zeroSeats } from './hearts-rules';
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

/** What a pool hand's settlement has gathered before the pool is resolved. */
export interface PoolHand {
  readonly clean: readonly HeartsSeat[];
  readonly revokers: readonly HeartsSeat[];
  /** Counters each seat pays into the pool. */
  readonly paid: PerHeartsSeat;
  /** Laws cited so far; the last trick's is added when it was wrongly taken. */
  readonly laws: readonly string[];
  /** What each revoker pays (hearts-foster:23-24; the pack's hearts unless the variant says otherwise). */
  readonly perRevoker?: number;
}

/**
 * The end of a pool hand, shared by sweepstakes and Auction Hearts: everything paid goes into the pool, which
 * then goes as law 29 says, or as laws 23-24 say when a revoke was proved; each seat's net is what it
 * received less what it paid.
 */
export function settlePool(
  o: HeartsOutcome,
  state: PoolState,
  rules: HeartsRules,
  hand: PoolHand,
): Pick<HeartsDealResult, 'paid' | 'received' | 'balances' | 'before' | 'after' | 'laws'> {
  const { clean, revokers, paid } = hand;
  const laws = [...hand.laws];
  if (o.lastTrick && o.lastTrick.takenBy !== o.lastTrick.winner) laws.push(o.lastTrick.law);
  const pool = state.pool + Object.values(paid).reduce((a, b) => a + b, 0);
  const res = revokers.length
    ? revokeResolution(o, pool, state, clean, rules, hand.perRevoker)
    : resolvePool(pool, state.jack, clean, rules);
  const received = { ...zeroSeats(o.players), ...res.payouts };
  return {
    paid,
    received,
    balances: netOf(o.players, paid, received),
    before: state,
    after: { pool: res.pool, jack: res.jack },
    laws,
  };
}
