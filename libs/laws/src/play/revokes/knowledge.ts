import { Card } from '../../core/cards/card';
import { TableSeat } from '../../core/seats/table-seat';
import { DealState, Evidence } from '../../core/state';

/** The cards known to have been in a seat's hand when it played to a trick, and, index for index, how each is known. */
export interface KnownCards {
  readonly cards: readonly Card[];
  readonly sources: readonly Evidence['source'][];
}

/** The cards one seat played, each with its trick's number, in order of play (`playsBy`). */
export type SeatPlays = readonly { readonly trick: number; readonly card: Card }[];

/**
 * The cards known to have been in `seat`'s hand when it played to trick `trick` (the card it played
 * there excluded): from the dealt hand when recorded, else from its later plays, else from cards it
 * exposed or showed (cards never come back into a hand, so each of these was held then). As two arrays, with no
 * object per card, and `plays` (the seat's, from `playsBy`) walked instead of the whole deal, so that revoke
 * detection, which asks this of each renounce after every play, does not walk the deal once per renounce (issue 21.1).
 */
export function knownCardsAt(
  deal: DealState,
  seat: TableSeat,
  trick: number,
  played: Card,
  plays: SeatPlays,
): KnownCards {
  const cards: Card[] = [];
  const sources: Evidence['source'][] = [];
  const add = (card: Card, source: Evidence['source']) => {
    if (card === played || cards.includes(card) || playedBefore(plays, trick, card) || drawnAfter(deal, seat, card))
      return;
    cards.push(card);
    sources.push(source);
  };
  for (const c of deal.hands?.[seat] ?? []) add(c, 'dealt-hand');
  for (const p of plays) if (p.trick > trick) add(p.card, 'played-later');
  for (const x of deal.exposed) if (x.seat === seat) add(x.card, 'shown');
  for (const x of deal.shown) if (x.seat === seat) add(x.card, 'shown');
  return { cards, sources };
}

/** Whether the seat played `card` to a trick before `trick`. */
function playedBefore(plays: SeatPlays, trick: number, card: Card): boolean {
  for (const p of plays) if (p.trick < trick && p.card === card) return true;
  return false;
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
