import { Card, RANKS, SUITS, cardOf } from './card';

/** The 52 cards of a full pack, spades first, each suit low to high. */
export const FULL_PACK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => cardOf(r, s)));
