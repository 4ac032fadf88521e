import { Card, Suit, rankOf, rankValue, suitOf } from '../cards/card';
import { beats } from './trick';
import { Duty } from '../state';

const higher = (a: Card, b: Card) => rankValue(rankOf(a)) > rankValue(rankOf(b));

/**
 * The cards a player is known to have held, as `breachProof` searches them: an array, or anything that finds the
 * first card meeting a test in the same way (revoke detection's KnownHoldings, which builds no array).
 */
export interface HeldCards {
  find(test: (card: Card) => boolean): Card | undefined;
}

/**
 * Whether a play broke a duty, proved by a card the player then held: returns that card, or
 * undefined when the play complied or nothing known proves he could have complied. A penalty never
 * overrides the duty to follow suit (whist-1900:67, bridge-1904:83, hearts-foster:19).
 */
export function breachProof(duty: Duty, played: Card, held: HeldCards, trump: Suit | null): Card | undefined {
  const s = suitOf(played);
  const followed = duty.led !== null && s === duty.led;
  const find = (p: (c: Card) => boolean) => held.find(p);
  switch (duty.kind) {
    case 'follow':
    case 'lead-suit':
      return s === duty.suit ? undefined : find((c) => suitOf(c) === duty.suit);
    case 'play-card':
      if (played === duty.card || (followed && suitOf(duty.card!) !== duty.led)) return undefined;
      return find((c) => c === duty.card);
    case 'highest':
      return !followed ? undefined : find((c) => suitOf(c) === s && higher(c, played));
    case 'lowest':
      return !followed ? undefined : find((c) => suitOf(c) === s && higher(played, c));
    case 'win':
      return winProof(duty, played, held, trump, followed);
    case 'not-win':
      if (!duty.beat || !beats(played, duty.beat, duty.led!, trump)) return undefined;
      return find(
        (c) => (followed ? suitOf(c) === s : suitOf(c) !== duty.led) && !beats(c, duty.beat!, duty.led!, trump),
      );
    case 'not-trump':
      return s !== trump || duty.led === trump ? undefined : find((c) => suitOf(c) !== trump);
    case 'forbid-lead':
      return s !== duty.suit ? undefined : find((c) => suitOf(c) !== duty.suit);
    case 'not-play':
      return played !== duty.card
        ? undefined
        : find((c) => (followed ? suitOf(c) === s : duty.led === null || suitOf(c) !== duty.led));
    case 'not-suit':
      return followed || s !== duty.suit ? undefined : find((c) => suitOf(c) !== duty.suit && suitOf(c) !== duty.led);
  }
}

function winProof(duty: Duty, played: Card, held: HeldCards, trump: Suit | null, followed: boolean): Card | undefined {
  if (!duty.beat || !duty.led || beats(played, duty.beat, duty.led, trump)) return undefined;
  return held.find((c) => (followed ? suitOf(c) === duty.led : true) && beats(c, duty.beat!, duty.led!, trump));
}
