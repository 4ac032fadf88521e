import { cardText } from './event-words';
import { handCards, ofSuit } from './cards';
import { lawInWords } from './problem';
import { text } from './text';
import { SEAT_NAMES, SUITS, SUIT_SYMBOLS } from './variants';

type Json = Record<string, unknown>;
const arr = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);

/** A card of a hand as the replay shows it at a step: still held, already played, or exposed on the table. */
export interface ReplayCard {
  card: string;
  state: 'held' | 'played' | 'exposed';
}

/** Each seat's hand at a step of the replay (the deal view `?asOf=`), suit by suit, with each card's state. */
export function replayHands(view: Json): Record<string, { suit: string; cards: ReplayCard[] }[]> {
  const played = new Set(arr(view.tricks).flatMap((t) => arr(t.cards).map((c) => text(c.card))));
  const exposed = new Set(Object.values((view.exposed ?? {}) as Record<string, unknown>).flatMap((v) => handCards(v)));
  const out: Record<string, { suit: string; cards: ReplayCard[] }[]> = {};
  for (const [seat, hand] of Object.entries((view.hands ?? {}) as Record<string, unknown>)) {
    const cards = handCards(hand);
    out[seat] = SUITS.map((suit) => ({
      suit,
      cards: ofSuit(cards, suit).map((card) => ({
        card,
        state: played.has(card) ? 'played' : exposed.has(card) ? 'exposed' : 'held',
      })),
    }));
  }
  return out;
}

/** The cards of the trick on the table at that step (the last trick, while the deal is played). */
export function tableTrick(view: Json): { seat: string; card: string }[] {
  const tricks = arr(view.tricks);
  const open = tricks[tricks.length - 1];
  return open ? arr(open.cards).map((c) => ({ seat: text(c.seat), card: text(c.card) })) : [];
}

/** The deal view's revokes in words ("East revoked in trick 3 with 10♥ on a ♠ lead: established. Evidence: dealt-hand (held 2♠)."). */
export function revokeWords(view: Json): string[] {
  return arr(view.revokes).map((r) => {
    const ev = r.evidence as Json | undefined;
    const evidence = ev ? ` Evidence: ${text(ev.source)}${ev.heldCard ? ` (held ${cardText(ev.heldCard)})` : ''}.` : '';
    const led = typeof r.ledSuit === 'string' ? ` on a ${SUIT_SYMBOLS[r.ledSuit] ?? r.ledSuit} lead` : '';
    const law = typeof r.law === 'string' ? ` ${lawInWords(r.law)}.` : '';
    return `${SEAT_NAMES[text(r.seat)] ?? text(r.seat)} revoked in trick ${text(r.trick)} with ${cardText(r.card)}${led}: ${text(r.status)}.${evidence}${law}`;
  });
}
