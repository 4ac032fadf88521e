import { Card, RANKS, SUITS, cardOf } from './card';

/** The 52 cards of a full pack, spades first, each suit low to high. */
export const FULL_PACK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => cardOf(r, s)));

/** Each table size's pack, made once: every play checks its card against it (assertHolds). */
const PACKS = new Map<number, readonly Card[]>();

/**
 * The pack for a table of `players` (hearts-foster "stripped packs", laws.md §5.1): 3 players drop the
 * 2♠, 5 drop both black deuces, 6 drop all four deuces; 4 players (and every whist game) use all 52. The same
 * array for every call with the same `players`: readonly, never to be changed.
 */
export function packFor(players: number): readonly Card[] {
  let pack = PACKS.get(players);
  if (pack === undefined) {
    const drop: readonly Card[] =
      players === 3 ? ['2S'] : players === 5 ? ['2S', '2C'] : players === 6 ? ['2S', '2H', '2D', '2C'] : [];
    PACKS.set(players, (pack = FULL_PACK.filter((c) => !drop.includes(c))));
  }
  return pack;
}

/** True when the hands together hold every card of `pack` exactly once and all hands are the same size. */
export function isPerfectPack(hands: readonly (readonly Card[])[], pack: readonly Card[] = FULL_PACK): boolean {
  const all = hands.flat();
  if (all.length !== pack.length || new Set(all).size !== all.length) return false;
  if (hands.some((h) => h.length !== hands[0].length)) return false;
  const inPack = new Set(pack);
  return all.every((c) => inPack.has(c));
}

/** True when the hands together hold every card of `pack` exactly once, whatever each hand's size. */
export function holdsWholePack(hands: readonly (readonly Card[])[], pack: readonly Card[] = FULL_PACK): boolean {
  const all = hands.flat();
  const inPack = new Set(pack);
  return all.length === pack.length && new Set(all).size === all.length && all.every((c) => inPack.has(c));
}
