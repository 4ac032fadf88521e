import { Card, Suit, suitOf } from '../cards/card';
import { TableSeat, rotationFrom } from '../seats/table-seat';
import { DealState, TrickState } from '../state';

/** The trick being played (incomplete), if any. */
export function openTrick(deal: DealState): TrickState | undefined {
  const last = deal.tricks[deal.tricks.length - 1];
  return last && last.winner === null ? last : undefined;
}

/** Number of complete tricks. */
export function completedTricks(deal: DealState): number {
  const open = openTrick(deal);
  return open ? deal.tricks.length - 1 : deal.tricks.length;
}

/** The number of the trick the next card goes to. */
export function currentTrickNumber(deal: DealState): number {
  return openTrick(deal)?.number ?? deal.tricks.length + 1;
}

/** The seat whose turn it is: the rightful leader of a new trick, else the next seat after the trick's leader not yet played. */
export function expectedSeat(deal: DealState): TableSeat {
  const open = openTrick(deal);
  if (!open || open.cards.length === 0) return deal.nextLeader;
  return rotationFrom(deal.order, open.leader).find((s) => !open.cards.some((c) => c.seat === s))!;
}

/** The suit led to the open trick, or null when a new trick is to be led. */
export function ledSuit(trick: TrickState | undefined): Suit | null {
  return trick && trick.cards.length > 0 ? suitOf(trick.cards[0].card) : null;
}

/** Who played `card` in this deal, if anyone. */
export function playerOf(deal: DealState, card: Card): TableSeat | undefined {
  for (const t of deal.tricks) for (const p of t.cards) if (p.card === card) return p.seat;
  return undefined;
}

/** The cards `seat` has played, each with its trick number. */
export function playsBy(deal: DealState, seat: TableSeat): { trick: number; card: Card }[] {
  const out: { trick: number; card: Card }[] = [];
  for (const t of deal.tricks)
    for (const p of t.cards) if (p.seat === seat) out.push({ trick: t.number, card: p.card });
  return out;
}

/** Tricks won in play per seat (complete tricks only). */
export function tricksWonBySeat(deal: DealState): Record<string, number> {
  const won: Record<string, number> = {};
  for (const s of deal.order) won[s] = 0;
  for (const t of deal.tricks) if (t.winner) won[t.winner] += 1;
  return won;
}
