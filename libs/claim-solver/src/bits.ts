import { Card, RANKS, SUITS, Suit, cardOf, rankOf, rankValue, suitOf } from '@ledger/laws/core/cards/card';

/** Index of a suit in the solver's tables (spades 0, hearts 1, diamonds 2, clubs 3). */
export function suitIndex(suit: Suit): number {
  return SUITS.indexOf(suit);
}

/** A card as the solver's small integer: suit index × 16 + rank value (2 → 0 … A → 12). */
export function encodeCard(card: Card): number {
  return suitIndex(suitOf(card)) * 16 + rankValue(rankOf(card));
}

/** The card of a solver code. */
export function decodeCard(code: number): Card {
  return cardOf(RANKS[code & 15], SUITS[code >> 4]);
}

/** Number of bits set in a 32-bit integer. */
export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
}

/** Index of the highest set bit (-1 for 0). */
export function highBit(x: number): number {
  return 31 - Math.clz32(x);
}

/** Hearts' suit index (the suit that scores in Hearts). */
export const HEARTS = 1;
