/** A suit: spades, hearts, diamonds, clubs. */
export type Suit = 'S' | 'H' | 'D' | 'C';
/** A rank, 2 low to A high; `T` is the ten. */
export type Rank = '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'T' | 'J' | 'Q' | 'K' | 'A';
/** A card in canonical notation: rank then suit, e.g. `TS`, `QH`. */
export type Card = `${Rank}${Suit}`;

/** Suits in the order of the dotted hand notation (spades.hearts.diamonds.clubs). */
export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
/** Ranks from low to high. */
export const RANKS: readonly Rank[] = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];

/** The suit of a card. */
export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

/** The rank of a card. */
export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

/** The rank's strength, 2 → 0 … A → 12. */
export function rankValue(rank: Rank): number {
  return RANKS.indexOf(rank);
}

/** Builds a card from rank and suit. */
export function cardOf(rank: Rank, suit: Suit): Card {
  return `${rank}${suit}`;
}
