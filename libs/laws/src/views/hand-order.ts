import { Card, RANKS, SUITS } from '../core/cards/card';

/**
 * A card's place in dotted-hand order (spades, hearts, diamonds, clubs, each high to low): the order
 * of `sortHand`'s comparator as one number. Text that is not a card gets the place that comparator
 * gives it (an unknown suit or rank counts as index -1), so both orders agree on every input.
 */
function placeOf(card: string): number {
  return (SUITS.indexOf(card[1] as never) + 1) * 14 + (12 - RANKS.indexOf(card[0] as never));
}

/** The 52 cards' places, computed once (a look-up instead of four `indexOf` per comparison). */
const PLACES: ReadonlyMap<string, number> = new Map(
  SUITS.flatMap((s) => RANKS.map((r) => [`${r}${s}`, placeOf(`${r}${s}`)] as const)),
);

/**
 * The cards sorted as `sortHand` sorts them, equal places keeping their order (both sorts are
 * stable), hence the same array; a fresh array, the input untouched. Insertion sort on precomputed
 * places: a hand is at most a pack, and usually thirteen cards.
 */
export function inHandOrder(cards: readonly Card[]): Card[] {
  const n = cards.length;
  const out = new Array<Card>(n);
  const keys = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const c = cards[i];
    const k = PLACES.get(c) ?? placeOf(c);
    let j = i - 1;
    while (j >= 0 && keys[j] > k) {
      keys[j + 1] = keys[j];
      out[j + 1] = out[j];
      j--;
    }
    keys[j + 1] = k;
    out[j + 1] = c;
  }
  return out;
}
