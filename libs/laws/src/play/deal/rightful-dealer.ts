import { eldestHand, TableSeat } from '../../core/seats/table-seat';
import { SessionState } from '../../core/state';

/**
 * Who ought to deal deal `n`, as far as the record tells: unknown for the first deal (the cut decides,
 * whist-1900:25); after a new deal, the dealer the law named (`nextDealer`: whist-1900:38-39) or else the same
 * dealer (whist-1900:29, :41); otherwise the player on the last dealer's left (whist-1900:25, bridge-1904:34). A deal
 * out of turn that stood (whist-1900:34) passes on from the player who dealt it (read: the game proceeds "as if
 * no mistake had been made").
 */
export function rightfulDealer(state: SessionState, n: number): TableSeat | undefined {
  const prev = state.deals[n - 2];
  if (!prev) return undefined;
  if (prev.end?.reason === 'new-deal') return prev.end.nextDealer ?? prev.dealer;
  return eldestHand(state.order, prev.dealer);
}
