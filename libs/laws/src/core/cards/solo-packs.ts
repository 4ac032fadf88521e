import { Card, Suit, rankOf, suitOf } from './card';
import { FULL_PACK } from './pack';

/** The packs of three-handed solo whist (solo-hoffmann:p156): 40 cards without the 2s, 3s and 4s, or three suits only. */
export const THREE_HANDED_PACKS = [
  'forty-cards',
  'without-clubs',
  'without-diamonds',
  'without-hearts',
  'without-spades',
] as const;
/** A session's choice of three-handed pack (rule `threeHandedPack`; default the preferred 40 cards). */
export type ThreeHandedPack = (typeof THREE_HANDED_PACKS)[number];

const DROPPED: Readonly<Record<string, Suit>> = {
  'without-clubs': 'C',
  'without-diamonds': 'D',
  'without-hearts': 'H',
  'without-spades': 'S',
};

/**
 * The pack of a three-handed solo deal (solo-hoffmann:p156): (a), the preferred way, the 2s, 3s and 4s
 * removed, 40 cards, the 40th turned up for trumps and belonging to no one; (b) three suits only, 39 cards.
 */
export function threeHandedSoloPack(option: unknown): readonly Card[] {
  const suit = typeof option === 'string' ? DROPPED[option] : undefined;
  if (suit) return FULL_PACK.filter((c) => suitOf(c) !== suit);
  return FULL_PACK.filter((c) => !['2', '3', '4'].includes(rankOf(c)));
}
