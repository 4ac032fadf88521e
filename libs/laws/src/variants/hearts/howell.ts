import type { HeartsOutcome, HeartsSeat } from '../../core/outcome';
import { HeartsDealResult, netOf } from './hearts-deal-result';
import { PoolState, cleanSeats, settledHearts, zeroSeats } from './hearts-rules';
import { revokersOf } from './pool-settlement';

/** Howell's net per seat: (hearts in play) − players × hearts taken (laws.md §5.4 B). */
export function howellNets(
  players: readonly HeartsSeat[],
  hearts: Readonly<Record<HeartsSeat, number>>,
): Record<HeartsSeat, number> {
  const total = players.reduce((a, p) => a + hearts[p], 0);
  return Object.fromEntries(players.map((p) => [p, total - players.length * hearts[p]])) as Record<HeartsSeat, number>;
}

/**
 * A revoke under Howell (laws.md §5.5 open; our ruling, after hearts-foster:23-24): the revoker pays every
 * winner's winnings, forfeits his own, and the others' losses are waived; each revoker pays in full.
 * Also used for the three-handed excess method, which has no pool either (hearts-foster:p310).
 */
export function revokeNets(
  players: readonly HeartsSeat[],
  nets: Record<HeartsSeat, number>,
  revokers: readonly HeartsSeat[],
): Record<HeartsSeat, number> {
  const innocent = players.filter((p) => !revokers.includes(p));
  const owed = innocent.reduce((a, p) => a + Math.max(0, nets[p]), 0);
  const out = zeroSeats(players);
  for (const p of innocent) out[p] = Math.max(0, nets[p]) * revokers.length;
  for (const r of revokers) out[r] = -owed;
  return out;
}

/**
 * Settles a hand by Howell's settling: each pays (players − 1) a heart and takes 1 a heart not taken
 * (laws.md §5.4 B). Forfeits (hearts-foster:15) go into the pool, which a later single clean player takes.
 */
export function settleHowell(o: HeartsOutcome, state: PoolState): HeartsDealResult {
  const hearts = settledHearts(o);
  const clean = cleanSeats(o, hearts);
  const revokers = revokersOf(o);
  const base = howellNets(o.players, hearts);
  const nets = revokers.length ? revokeNets(o.players, base, revokers) : base;
  const paid = zeroSeats(o.players);
  const received = zeroSeats(o.players);
  const total = o.players.reduce((a, p) => a + hearts[p], 0);
  for (const p of o.players) {
    if (revokers.length) (nets[p] < 0 ? paid : received)[p] = Math.abs(nets[p]);
    else [paid[p], received[p]] = [(o.players.length - 1) * hearts[p], total - hearts[p]];
  }
  for (const f of o.forfeits) paid[f.seat] += f.counters;
  let pool = state.pool + o.forfeits.reduce((a, f) => a + f.counters, 0);
  if (clean.length === 1 && pool > 0) {
    received[clean[0]] += pool;
    pool = 0;
  }
  const laws = [
    'hearts-foster:p309',
    ...(o.forfeits.length ? ['hearts-foster:15'] : []),
    ...(revokers.length ? ['hearts-foster:23'] : []),
  ];
  return {
    method: 'howell',
    hearts,
    clean,
    revokers,
    paid,
    received,
    balances: netOf(o.players, paid, received),
    before: state,
    after: { pool, jack: false },
    laws,
  };
}
