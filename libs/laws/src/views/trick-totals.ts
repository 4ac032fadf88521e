import { TableSeat } from '../core/seats/table-seat';
import { DealState, SessionState } from '../core/state';
import { sideIn } from '../core/seats/sides';
import { tricksWonBySeat } from '../core/tricks/turn';

/** Tricks per seat: won in play, plus an accepted claim's tricks (claimer's seat gets them; the rest go to the first opponent). */
export function tricksBySeat(session: SessionState, deal: DealState): Record<string, number> {
  const won = tricksWonBySeat(deal);
  const claim = deal.end?.reason === 'claim' ? deal.claims.find((c) => c.id === deal.end!.claim) : undefined;
  if (!claim) return won;
  const left = deal.handSize - Object.values(won).reduce((a, b) => a + b, 0);
  const mine = claim.tricks === 'rest' ? left : Math.min(claim.tricks, left);
  won[claim.seat] += mine;
  const opponent = deal.order.find((s) => sideIn(session, deal, s) !== sideIn(session, deal, claim.seat));
  if (opponent) won[opponent] += left - mine;
  return won;
}

/** Tricks per side (N-S / E-W), using the totals stated at an abandonment when given. */
export function tricksBySide(session: SessionState, deal: DealState): { NS: number; EW: number } {
  const stated = deal.end?.reason === 'abandoned' ? deal.end.tricks : undefined;
  if (stated && 'NS' in stated && 'EW' in stated) return { NS: stated.NS, EW: stated.EW };
  const bySeat = tricksBySeat(session, deal);
  const sum = (seats: TableSeat[]) => seats.reduce((n, s) => n + (bySeat[s] ?? 0), 0);
  return { NS: sum(['N', 'S']), EW: sum(['E', 'W']) };
}
