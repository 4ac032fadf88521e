import { Card } from '../../core/cards/card';
import { TableSeat } from '../../core/seats/table-seat';
import { DealState, Evidence } from '../../core/state';

/** A card known to have been in a seat's hand when it played to a trick, and how we know. */
export type KnownHeld = Evidence;

/**
 * The cards known to have been in `seat`'s hand when it played to trick `trick` (the card it played
 * there excluded): from the dealt hand when recorded, else from its later plays, else from cards it
 * exposed or showed (cards never come back into a hand, so each of these was held then).
 */
export function knownHeldAt(deal: DealState, seat: TableSeat, trick: number, played: Card): KnownHeld[] {
  const before = new Set<Card>();
  const later: Card[] = [];
  for (const t of deal.tricks) {
    for (const p of t.cards) {
      if (p.seat !== seat) continue;
      if (t.number < trick) before.add(p.card);
      else if (t.number > trick) later.push(p.card);
    }
  }
  const out: KnownHeld[] = [];
  const seen = new Set<Card>([played]);
  const add = (card: Card, source: Evidence['source']) => {
    if (before.has(card) || seen.has(card) || drawnAfter(deal, seat, card)) return;
    seen.add(card);
    out.push({ heldCard: card, source });
  };
  for (const c of deal.hands?.[seat] ?? []) add(c, 'dealt-hand');
  for (const c of later) add(c, 'played-later');
  for (const x of deal.exposed) if (x.seat === seat) add(x.card, 'shown');
  for (const x of deal.shown) if (x.seat === seat) add(x.card, 'shown');
  return out;
}

function drawnAfter(deal: DealState, seat: TableSeat, card: Card): boolean {
  return deal.drawn.some((d) => d.seat === seat && d.card === card);
}

/** True when every card `seat` held is known (hands recorded, or all its cards played or shown). */
export function holdingFullyKnown(deal: DealState, seat: TableSeat): boolean {
  if (deal.hands?.[seat]) return true;
  const known = new Set<Card>();
  for (const t of deal.tricks) for (const p of t.cards) if (p.seat === seat) known.add(p.card);
  for (const x of deal.exposed) if (x.seat === seat) known.add(x.card);
  for (const x of deal.shown) if (x.seat === seat) known.add(x.card);
  return known.size >= deal.handSize;
}
