import type { HeartsOutcome, HeartsSeat } from '../../core/outcome';
import { HeartsDealResult, netOf } from './hearts-deal-result';
import { PoolState, cleanSeats, settledHearts, zeroSeats } from './hearts-rules';
import { revokeNets } from './howell';
import { revokersOf } from './pool-settlement';

/** The law of the three-handed excess method: Foster's description of three-handed Hearts. */
export const THREE_HANDED_LAW = 'hearts-foster:p310';

/**
 * Who pays whom (hearts-foster:p310, laws.md §5.4 C): the player with the most hearts pays each other player
 * the hearts he has in excess of theirs; when two tie for most, both pay the low man. All equal: nobody pays.
 */
export function excessPayments(
  players: readonly HeartsSeat[],
  hearts: Readonly<Record<HeartsSeat, number>>,
): { readonly from: HeartsSeat; readonly to: HeartsSeat; readonly counters: number }[] {
  const most = Math.max(...players.map((p) => hearts[p]));
  const payers = players.filter((p) => hearts[p] === most);
  const payees = players.filter((p) => hearts[p] < most);
  return payers.flatMap((from) => payees.map((to) => ({ from, to, counters: most - hearts[to] })));
}

/**
 * Settles a three-handed deal by the excess method (hearts-foster:p310): no pool, no Jacks. Our readings
 * where Foster is silent (ADR 0017): a proved revoke is settled as under Howell's settling (the revoker pays
 * every innocent winner's winnings, the innocent losers pay nothing, hearts-foster:23-24); law 15's forfeits go
 * into the pool, which a later single clean player takes.
 */
export function settleThreeHandedExcess(o: HeartsOutcome, state: PoolState): HeartsDealResult {
  const hearts = settledHearts(o);
  const clean = cleanSeats(o, hearts);
  const revokers = revokersOf(o);
  const paid = zeroSeats(o.players);
  const received = zeroSeats(o.players);
  const payments = excessPayments(o.players, hearts);
  if (revokers.length) {
    const base = zeroSeats(o.players);
    for (const x of payments) [base[x.from], base[x.to]] = [base[x.from] - x.counters, base[x.to] + x.counters];
    const nets = revokeNets(o.players, base, revokers);
    for (const p of o.players) (nets[p] < 0 ? paid : received)[p] = Math.abs(nets[p]);
  } else
    for (const x of payments) [paid[x.from], received[x.to]] = [paid[x.from] + x.counters, received[x.to] + x.counters];
  for (const f of o.forfeits) paid[f.seat] += f.counters;
  let pool = state.pool + o.forfeits.reduce((a, f) => a + f.counters, 0);
  if (clean.length === 1 && pool > 0) {
    received[clean[0]] += pool;
    pool = 0;
  }
  const laws = [
    THREE_HANDED_LAW,
    ...(o.forfeits.length ? ['hearts-foster:15'] : []),
    ...(revokers.length ? [revokers.length > 1 ? 'hearts-foster:24' : 'hearts-foster:23'] : []),
  ];
  return {
    method: 'three-handed-excess',
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
