import { Card, RANKS, Rank, SUITS, Suit, cardOf } from './card';

/** Parses a card such as `TS`, `10s` or `qh` into canonical notation; `undefined` when malformed. */
export function parseCard(text: string): Card | undefined {
  if (typeof text !== 'string') return undefined;
  const t = text.trim().toUpperCase();
  const m = /^(10|[2-9TJQKA])([SHDC])$/.exec(t);
  if (!m) return undefined;
  const rank = (m[1] === '10' ? 'T' : m[1]) as Rank;
  if (!RANKS.includes(rank) || !SUITS.includes(m[2] as Suit)) return undefined;
  return cardOf(rank, m[2] as Suit);
}

/** True when the text is a well-formed card. */
export function isCardText(text: unknown): text is string {
  return typeof text === 'string' && parseCard(text) !== undefined;
}
