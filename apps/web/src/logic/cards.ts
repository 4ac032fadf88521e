import { SUITS } from './variants';

const RANKS = 'AKQJT98765432';

/** Every card of the pack, suit by suit (spades first), high to low. */
export function fullPack(): string[] {
  return SUITS.flatMap((s) => [...RANKS].map((r) => `${r}${s}`));
}

/** A card's rank as printed: T is 10. */
export function rankLabel(card: string): string {
  return card[0] === 'T' ? '10' : card[0];
}

/** Cards of one suit, high to low. */
export function ofSuit(cards: readonly string[], suit: string): string[] {
  return cards.filter((c) => c[1] === suit).sort((a, b) => RANKS.indexOf(a[0]) - RANKS.indexOf(b[0]));
}

/** A hand given as an array or as the dotted string of api.md ("AKQ.JT9.8765.432"). */
export function handCards(hand: unknown): string[] {
  if (Array.isArray(hand)) return hand.map(String);
  if (typeof hand === 'string' && hand.includes('.')) {
    return hand.split('.').flatMap((ranks, i) => [...ranks].map((r) => `${r}${SUITS[i]}`));
  }
  return [];
}

/** Four hands of thirteen from a shuffled pack (for a deal dealt in the app); `random` in [0, 1). */
export function dealHands(random: () => number): Record<string, string[]> {
  const pack = fullPack();
  for (let i = pack.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pack[i], pack[j]] = [pack[j], pack[i]];
  }
  return { N: pack.slice(0, 13), E: pack.slice(13, 26), S: pack.slice(26, 39), W: pack.slice(39) };
}
