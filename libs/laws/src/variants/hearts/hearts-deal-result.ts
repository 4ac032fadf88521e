import type { HeartsOutcome, HeartsSeat, PerHeartsSeat } from '../../core/outcome';
import type { HeartsSettlement, PoolState } from './hearts-rules';

/** How one hearts deal was settled; balances + the change in the pool sum to zero. */
export interface HeartsDealResult {
  readonly method: HeartsSettlement;
  /** Auction Hearts: the highest bidder (null when nobody bid), his bid and the suit avoided (hearts-foster:p310). */
  readonly auction?: HeartsOutcome['auction'];
  /** Hearts per seat as settled (after hearts-foster:16-17). */
  readonly hearts: PerHeartsSeat;
  readonly clean: readonly HeartsSeat[];
  /** Seats whose proved revoke replaced the normal settlement (hearts-foster:23-24). */
  readonly revokers: readonly HeartsSeat[];
  /** Counters each seat paid (into the pool, or to the others under Howell's settling). */
  readonly paid: PerHeartsSeat;
  /** Counters each seat received. */
  readonly received: PerHeartsSeat;
  /** Net change per seat this deal. */
  readonly balances: PerHeartsSeat;
  readonly before: PoolState;
  readonly after: PoolState;
  readonly laws: readonly string[];
}

/** The net per seat: received less paid. */
export function netOf(players: readonly HeartsSeat[], paid: PerHeartsSeat, received: PerHeartsSeat): PerHeartsSeat {
  return Object.fromEntries(players.map((p) => [p, (received[p] ?? 0) - (paid[p] ?? 0)]));
}
