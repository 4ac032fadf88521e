import { Card, Suit, rankOf, rankValue, suitOf } from '../cards/card';
import { TableSeat } from '../seats/table-seat';

/** One card put on the table by a seat. */
export interface PlayedCard {
  readonly seat: TableSeat;
  readonly card: Card;
}

/** True when `card` beats `best` given the suit led and the trump suit (null: no trumps). */
export function beats(card: Card, best: Card, led: Suit, trump: Suit | null): boolean {
  const s = suitOf(card);
  const b = suitOf(best);
  if (s === b) return rankValue(rankOf(card)) > rankValue(rankOf(best));
  if (trump !== null && s === trump) return true;
  if (trump !== null && b === trump) return false;
  return s === led && b !== led;
}

/** The card currently winning a trick: the highest trump, else the highest card of the suit led. */
export function winningCard(cards: readonly PlayedCard[], trump: Suit | null): PlayedCard | undefined {
  if (cards.length === 0) return undefined;
  const led = suitOf(cards[0].card);
  let best = cards[0];
  for (let i = 1; i < cards.length; i++) if (beats(cards[i].card, best.card, led, trump)) best = cards[i];
  return best;
}

/** The seat that wins a trick (exactly one: ranks within a suit are distinct). */
export function trickWinner(cards: readonly PlayedCard[], trump: Suit | null): TableSeat | undefined {
  return winningCard(cards, trump)?.seat;
}

/** Duty to follow suit: the cards of `hand` a player may lawfully play to a trick led with `led`. */
export function legalPlays(hand: readonly Card[], led: Suit | null): Card[] {
  if (led === null) return [...hand];
  const follow = hand.filter((c) => suitOf(c) === led);
  return follow.length > 0 ? follow : [...hand];
}

/** True when playing `card` from `hand` to a trick led with `led` is a renounce while holding the suit (a revoke, whist-1900:74). */
export function isRevoke(hand: readonly Card[], led: Suit | null, card: Card): boolean {
  return led !== null && suitOf(card) !== led && hand.some((c) => suitOf(c) === led);
}

/** The trump suit fixed by the dealer's turned card (whist-1900:37 III; solo-hoffmann:p143). */
export function trumpFromCard(card: Card): Suit {
  return suitOf(card);
}
