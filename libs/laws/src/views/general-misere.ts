import type { GeneralMisereResult } from '../core/outcome';
import { DealState, SessionState } from '../core/state';
import { tricksBySeat } from './trick-totals';

/**
 * The result of a General Misère (solo-hoffmann:p147): the tricks each player took, and who took the last
 * (13th) trick: its winner in play, or a player who claimed all the remaining tricks and had it admitted.
 */
export function generalMisereResult(session: SessionState, d: DealState): GeneralMisereResult {
  const stated = d.end?.reason === 'abandoned' ? d.end.tricks : undefined;
  const tricks = stated && d.order.every((s) => s in stated) ? { ...stated } : tricksBySeat(session, d);
  const last = d.tricks[d.handSize - 1]?.winner ?? null;
  const claim = d.end?.reason === 'claim' ? d.claims.find((c) => c.id === d.end!.claim) : undefined;
  const claimedRest = claim && (claim.tricks === 'rest' || claim.tricks === claim.remaining) ? claim.seat : null;
  return { tricks, lastTrick: last ?? claimedRest };
}
