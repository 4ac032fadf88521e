import { rankLabel } from './cards';
import { lawInWords } from './problem';
import { text } from './text';
import { SUIT_SYMBOLS } from './variants';

type Json = Record<string, unknown>;

/** A card as printed at the table: "10♥". */
export function cardText(card: unknown): string {
  const c = text(card);
  return c.length === 2 ? `${rankLabel(c)}${SUIT_SYMBOLS[c[1]] ?? c[1]}` : c;
}

const cards = (v: unknown) => (Array.isArray(v) ? v.map(cardText).join(' ') : '');
const law = (d: Json) => (typeof d.law === 'string' ? ` — ${lawInWords(d.law)}` : '');

/** A remedy's kind in words ("call-suit" → "call a suit"). */
export const REMEDY_WORDS: Record<string, string> = {
  'call-card': 'call the exposed card',
  'call-suit': 'call a suit',
  'call-highest': 'call the highest card',
  'call-lowest': 'call the lowest card',
  'win-trick': 'have the offender win the trick',
  'lose-trick': 'have the offender lose the trick',
  'follow-or-pass': 'follow suit or pass',
  'forbid-lead': 'forbid a lead',
  'play-card': 'have a card played',
  'do-not-play-card': 'forbid a card',
  'new-deal': 'a new deal',
  'deal-stands': 'let the deal stand',
  'take-three-tricks': 'take three tricks',
  'deduct-three': 'deduct three points',
  'add-three': 'add three points',
};

/** A remedy or option in words (its id when the app has no words for it). */
export function remedyWords(kind: unknown): string {
  const k = text(kind);
  return REMEDY_WORDS[k] ?? k.replace(/-/g, ' ');
}

/**
 * One event of the session's stream in words for the live feed, with the law it cites
 * (`{version, type, data}` as `GET .../events` and the stream send it).
 */
export function eventWords(e: { type: string; data?: unknown }): string {
  const d = (e.data && typeof e.data === 'object' ? e.data : {}) as Json;
  const who = typeof d.seat === 'string' ? `${d.seat} ` : '';
  switch (e.type) {
    case 'SessionOpened':
      return `session opened (${text(d.variant)})`;
    case 'DealStarted':
      return `deal ${text(d.deal)} dealt by ${text(d.dealer)}`;
    case 'CardPlayed':
      return `${who}played ${cardText(d.card)}`;
    case 'CallMade':
      return `${who}called ${text(d.call)}${d.trumpSuit ? ` ${text(d.trumpSuit)}` : ''}`;
    case 'LeadOutOfTurnRecorded':
      return `${who}led out of turn (${text(d.rightful)} to lead)${law(d)}`;
    case 'PlayOutOfTurnRecorded':
      return `${who}played out of turn (${text(d.rightful)} to play)${law(d)}`;
    case 'CardsExposed':
      return `${who}exposed ${cards(d.cards)} (${text(d.how)})${law(d)}`;
    case 'RevokeCommitted':
      return `${who}revoked with ${cards(d.cards)}${law(d)}`;
    case 'RevokeEstablished':
      return `${who}revoke established in trick ${text(d.trick)}${law(d)}`;
    case 'PenaltyElected':
      return `${text(d.by)} elected “${remedyWords(d.kind)}”${d.suit ? ` (${text(d.suit)})` : ''}${d.card ? ` (${cardText(d.card)})` : ''} against ${text(d.against)}${law(d)}`;
    case 'RevokeClaimed':
      return `${text(d.by)} claimed a revoke against ${text(d.against)}: ${text(d.verdict)}${law(d)}`;
    case 'RevokeClaimReassessed':
      return `revoke claim reassessed: ${text(d.verdict)}${law(d)}`;
    case 'RevokePenaltyElected':
      return `${text(d.by)} took the revoke penalty “${remedyWords(d.option)}”${law(d)}`;
    case 'ClaimMade':
      return `${who}claimed ${d.tricks === 'rest' ? 'the rest of the tricks' : `${text(d.tricks)} tricks`}`;
    case 'ClaimAnswered':
      return `${who}${d.accept ? 'accepted' : 'refused'} the claim`;
    case 'DealResultRecorded':
      return 'result recorded (result only)';
    case 'DealEnded':
      return `deal ${text(d.deal)} ended${d.reason ? ` (${text(d.reason)})` : ''}`;
    case 'RulingRecorded':
      return `ruling on deal ${text(d.deal)}: ${text(d.reason)}`;
    case 'IrregularityRecorded':
      return `${who}${text(d.kind).replace(/-/g, ' ')}${law(d)}`;
    default:
      return `${e.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}${who ? ` — ${who.trim()}` : ''}${law(d)}`;
  }
}
