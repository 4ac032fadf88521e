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
 * object per card; `plays` is the seat's (`playsBy`). Revoke detection searches the same cards through
 * {@link KnownHoldings} without building these arrays.
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
  new KnownHoldings().at(deal, seat, trick, played, plays).find((card, source) => {
    if (!cards.includes(card)) {
      cards.push(card);
      sources.push(source);
    }
    return false;
  });
  return { cards, sources };
}

/**
 * The cards of {@link knownCardsAt}, searched where they lie, in the same order, with nothing built: revoke detection
 * asks this of each renounce in the deal after every play, and the arrays it built were a twentieth of all the API
 * allocated under the plays' load (stop 34). One instance serves a whole search (`at` points it at a play); after
 * `find` returns a card, `source` says how that card is known (its first mention, as in knownCardsAt).
 */
export class KnownHoldings {
  /** How the card `find` last returned is known. */
  source: Evidence['source'] = 'dealt-hand';
  private deal!: DealState;
  private seat!: TableSeat;
  private trick = 0;
  private played!: Card;
  private plays: SeatPlays = [];

  /** Points the search at `seat`'s play of `played` to trick `trick` (`plays`: the seat's, from `playsBy`). */
  at(deal: DealState, seat: TableSeat, trick: number, played: Card, plays: SeatPlays): this {
    this.deal = deal;
    this.seat = seat;
    this.trick = trick;
    this.played = played;
    this.plays = plays;
    return this;
  }

  /** The first known card, in knownCardsAt's order, that passes `test` (which also learns how it is known). */
  find(test: (card: Card, source: Evidence['source']) => boolean): Card | undefined {
    const { deal, seat } = this;
    const hand = deal.hands?.[seat];
    if (hand) for (const c of hand) if (this.take(c, 'dealt-hand', test)) return c;
    for (const p of this.plays) if (p.trick > this.trick && this.take(p.card, 'played-later', test)) return p.card;
    for (const x of deal.exposed) if (x.seat === seat && this.take(x.card, 'shown', test)) return x.card;
    for (const x of deal.shown) if (x.seat === seat && this.take(x.card, 'shown', test)) return x.card;
    return undefined;
  }

  private take(card: Card, source: Evidence['source'], test: (card: Card, source: Evidence['source']) => boolean) {
    if (card === this.played || playedBefore(this.plays, this.trick, card) || drawnAfter(this.deal, this.seat, card))
      return false;
    if (!test(card, source)) return false;
    this.source = source;
    return true;
  }
}

/** Whether the seat played `card` to a trick before `trick`. */
function playedBefore(plays: SeatPlays, trick: number, card: Card): boolean {
  for (const p of plays) if (p.trick < trick && p.card === card) return true;
  return false;
}

function drawnAfter(deal: DealState, seat: TableSeat, card: Card): boolean {
  for (const d of deal.drawn) if (d.seat === seat && d.card === card) return true;
  return false;
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
