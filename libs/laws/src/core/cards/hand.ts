import { Card, RANKS, SUITS, Suit, cardOf, rankValue, rankOf, suitOf } from './card';
import { parseCard } from './parse-card';

/** Sorts cards in dotted-hand order: spades, hearts, diamonds, clubs, each high to low. */
export function sortHand(cards: readonly Card[]): Card[] {
  return [...cards].sort(
    (a, b) => SUITS.indexOf(suitOf(a)) - SUITS.indexOf(suitOf(b)) || rankValue(rankOf(b)) - rankValue(rankOf(a)),
  );
}

/** Parses a hand given as an array of cards or a dotted string `"AKQ.JT9.8765.432"`; `undefined` when malformed or repeated. */
export function parseHand(input: unknown): Card[] | undefined {
  const cards = typeof input === 'string' ? parseDotted(input) : parseList(input);
  if (!cards || new Set(cards).size !== cards.length) return undefined;
  return cards;
}

function parseList(input: unknown): Card[] | undefined {
  if (!Array.isArray(input)) return undefined;
  const cards = input.map((c) => (typeof c === 'string' ? parseCard(c) : undefined));
  return cards.every((c): c is Card => c !== undefined) ? cards : undefined;
}

function parseDotted(text: string): Card[] | undefined {
  const parts = text.trim().toUpperCase().split('.');
  if (parts.length !== 4) return undefined;
  const cards: Card[] = [];
  for (let i = 0; i < 4; i++) {
    const ranks = parts[i].replace(/10/g, 'T').replace(/\s+/g, '');
    for (const r of ranks) {
      if (!RANKS.includes(r as never)) return undefined;
      cards.push(cardOf(r as never, SUITS[i]));
    }
  }
  return cards;
}

/** Prints a hand in the dotted notation, e.g. `"AKQ.JT9.8765.432"`. */
export function formatHand(cards: readonly Card[]): string {
  const sorted = sortHand(cards);
  return SUITS.map((s: Suit) =>
    sorted
      .filter((c) => suitOf(c) === s)
      .map(rankOf)
      .join(''),
  ).join('.');
}
