import { Card } from '../cards/card';
import { sortHand } from '../cards/hand';
import { TableSeat } from '../seats/table-seat';
import { DealState } from '../session/state';

/** Each seat's hand as dealt when recorded, else as far as known from the cards played, exposed and shown. */
export function knownHands(deal: DealState): Record<string, Card[]> {
  const out: Record<string, Card[]> = {};
  for (const seat of deal.order) out[seat] = sortHand(knownCards(deal, seat));
  return out;
}

function knownCards(deal: DealState, seat: TableSeat): Card[] {
  if (deal.hands?.[seat]) return [...deal.hands[seat]!];
  const set = new Set<Card>();
  for (const t of deal.tricks) for (const p of t.cards) if (p.seat === seat) set.add(p.card);
  for (const x of [...deal.exposed, ...deal.shown]) if (x.seat === seat) set.add(x.card);
  return [...set];
}

/** Each seat's cards not yet played, as far as known. */
export function remainingHands(deal: DealState): Record<string, Card[]> {
  const played = new Set<Card>();
  for (const t of deal.tricks) for (const p of t.cards) played.add(p.card);
  const known = knownHands(deal);
  const out: Record<string, Card[]> = {};
  for (const seat of deal.order) out[seat] = known[seat].filter((c) => !played.has(c));
  return out;
}

/** Each seat's exposed cards still unplayed. */
export function exposedUnplayed(deal: DealState): Record<string, Card[]> {
  const played = new Set<Card>();
  for (const t of deal.tricks) for (const p of t.cards) played.add(p.card);
  const out: Record<string, Card[]> = {};
  for (const seat of deal.order) out[seat] = deal.exposed.filter((x) => x.seat === seat && !played.has(x.card)).map((x) => x.card);
  return out;
}
