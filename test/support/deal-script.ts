export { seededRandom } from './seeded-random';
import { shuffled } from './seeded-random';
import { Card, FULL_PACK, Seat, Suit, legalPlays, suitOf, trickWinner } from '@ledger/laws';

const ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];
const next = (s: Seat, k = 1): Seat => ORDER[(ORDER.indexOf(s) + k) % 4];

/** A dealt whist hand: four hands of 13, the dealer and his turned card (the last card dealt, to him). */
export interface ScriptedDeal {
  dealer: Seat;
  hands: Record<Seat, Card[]>;
  trumpCard: Card;
  trump: Suit;
  /** A lawful play of all 52 cards: everyone follows suit when able (lowest card), winners lead. */
  plays: { seat: Seat; card: Card }[];
}

/** Shuffles and deals a full pack to four seats, eldest hand first (whist-1900:36). */
export function dealHands(random: () => number, dealer: Seat): { hands: Record<Seat, Card[]>; trumpCard: Card } {
  const pack = shuffled(random, FULL_PACK);
  const hands = { N: [], E: [], S: [], W: [] } as Record<Seat, Card[]>;
  pack.forEach((card, i) => hands[next(dealer, (i % 4) + 1)].push(card));
  return { hands, trumpCard: pack[51] };
}

/** A lawful play-through of a deal (no irregularities): the sequence a tidy table would record. */
export function scriptDeal(random: () => number, dealer: Seat): ScriptedDeal {
  const { hands, trumpCard } = dealHands(random, dealer);
  const trump = suitOf(trumpCard);
  const left = { N: [...hands.N], E: [...hands.E], S: [...hands.S], W: [...hands.W] };
  const plays: { seat: Seat; card: Card }[] = [];
  let leader = next(dealer);
  for (let t = 0; t < 13; t++) {
    const trick: { seat: Seat; card: Card }[] = [];
    for (let k = 0; k < 4; k++) {
      const seat = next(leader, k);
      const led = trick.length ? suitOf(trick[0].card) : null;
      const card = legalPlays(left[seat], led)[0];
      left[seat] = left[seat].filter((c) => c !== card);
      trick.push({ seat, card });
    }
    plays.push(...trick);
    leader = trickWinner(trick, trump) as Seat;
  }
  return { dealer, hands, trumpCard, trump, plays };
}

/** Options of `playThrough`: trumps (null for none) and an optional revoke to commit on purpose. */
export interface PlayThroughOptions {
  trump: Suit | null;
  /** `seat` renounces (plays another suit while holding the led suit) the first time it can from trick `fromTrick` on. */
  revoke?: { seat: Seat; fromTrick?: number };
}

/** Plays a dealt hand through from `leader`: everyone follows suit when able, winners lead; one scripted revoke if asked. */
export function playThrough(
  hands: Record<Seat, Card[]>,
  leader: Seat,
  o: PlayThroughOptions,
): { seat: Seat; card: Card }[] {
  const left = { N: [...hands.N], E: [...hands.E], S: [...hands.S], W: [...hands.W] };
  const plays: { seat: Seat; card: Card }[] = [];
  let revokePending = o.revoke;
  for (let t = 1; t <= 13; t++) {
    const trick: { seat: Seat; card: Card }[] = [];
    for (let k = 0; k < 4; k++) {
      const seat = next(leader, k);
      const led = trick.length ? suitOf(trick[0].card) : null;
      const offSuit = led ? left[seat].filter((c) => suitOf(c) !== led) : [];
      const canRevoke =
        revokePending?.seat === seat &&
        t >= (revokePending.fromTrick ?? 1) &&
        led !== null &&
        offSuit.length > 0 &&
        offSuit.length < left[seat].length;
      const card = canRevoke ? offSuit[0] : legalPlays(left[seat], led)[0];
      if (canRevoke) revokePending = undefined;
      left[seat] = left[seat].filter((c) => c !== card);
      trick.push({ seat, card });
    }
    plays.push(...trick);
    leader = trickWinner(trick, o.trump) as Seat;
  }
  return plays;
}

/** A whist deal whose play has one revoke by `revoker` (a renounce while holding the led suit). */
export function scriptDealWithRevoke(random: () => number, dealer: Seat, revoker: Seat, fromTrick = 2): ScriptedDeal {
  const { hands, trumpCard } = dealHands(random, dealer);
  const trump = suitOf(trumpCard);
  return {
    dealer,
    hands,
    trumpCard,
    trump,
    plays: playThrough(hands, next(dealer), { trump, revoke: { seat: revoker, fromTrick } }),
  };
}

/** The seat after `seat` clockwise (the eldest hand is `nextSeat(dealer)`). */
export function nextSeat(seat: Seat, k = 1): Seat {
  return next(seat, k);
}
