/**
 * A small, independent model of the table for the e2e suites: it deals seeded hands, plays them out
 * with simple strategies and counts tricks, hearts and honours, so that the expected numbers of a
 * scenario are computed here from the laws (laws.md §2.11, §4.8, §5.4), not read back from the app.
 * It deliberately does not import the laws engine.
 */
import { seededRandom, shuffled } from './seeded-random';

export type Seat = 'N' | 'E' | 'S' | 'W';
export type Suit = 'S' | 'H' | 'D' | 'C';
export type Side = 'NS' | 'EW';
export interface Play {
  seat: Seat;
  card: string;
}
export interface Trick {
  leader: Seat;
  cards: Play[];
  winner: Seat;
}

export const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
const RANKS = '23456789TJQKA';

export const nextSeat = (s: Seat, k = 1): Seat => SEATS[(SEATS.indexOf(s) + k) % 4];
export const sideOf = (s: Seat): Side => (s === 'N' || s === 'S' ? 'NS' : 'EW');
export const otherSide = (s: Side): Side => (s === 'NS' ? 'EW' : 'NS');
export const suit = (card: string): Suit => card[1] as Suit;
export const rank = (card: string): number => RANKS.indexOf(card[0]);

/** The full pack, in a fixed order. */
export function fullPack(): string[] {
  return SUITS.flatMap((s) => [...RANKS].map((r) => r + s));
}

/** Parses a dotted hand `spades.hearts.diamonds.clubs` (api.md "Notation"). */
export function dotted(hand: string): string[] {
  const parts = hand.split('.');
  if (parts.length !== 4) throw new Error(`not a dotted hand: ${hand}`);
  return parts.flatMap((ranks, i) => [...ranks].map((r) => r + SUITS[i]));
}

/** A seeded PRNG (mulberry32), shared with the other test helpers. */
export const rng = seededRandom;

/** Shuffles and deals one card at a time from the dealer's left; the 52nd card (the dealer's) is the turned card. */
export function deal(seed: number, dealer: Seat): { hands: Record<Seat, string[]>; trumpCard: string } {
  const random = rng(seed);
  const pack = shuffled(random, fullPack());
  const hands: Record<Seat, string[]> = { N: [], E: [], S: [], W: [] };
  pack.forEach((c, i) => hands[nextSeat(dealer, (i % 4) + 1)].push(c));
  return { hands, trumpCard: pack[51] };
}

/** The winner of a complete trick: highest trump, else highest of the suit led (laws.md §2.5). */
export function winnerOf(cards: readonly Play[], trump: Suit | null): Seat {
  const led = suit(cards[0].card);
  const best = (s: Suit) => cards.filter((p) => suit(p.card) === s).sort((a, b) => rank(b.card) - rank(a.card))[0];
  return (trump && cards.some((p) => suit(p.card) === trump) ? best(trump) : best(led)).seat;
}

/** A strategy picks a card for `seat` from `hand`, given the cards already in the trick. */
export type Strategy = (seat: Seat, hand: readonly string[], trick: readonly Play[], trickNo: number) => string;

const byRank = (cards: readonly string[]) =>
  [...cards].sort((a, b) => rank(a) - rank(b) || SUITS.indexOf(suit(a)) - SUITS.indexOf(suit(b)));
/** The cards a player may lawfully play: the suit led if he holds it, else anything. */
export function lawful(hand: readonly string[], trick: readonly Play[]): string[] {
  if (!trick.length) return [...hand];
  const follow = hand.filter((c) => suit(c) === suit(trick[0].card));
  return follow.length ? follow : [...hand];
}
export const lowest: Strategy = (_s, hand, trick) => byRank(lawful(hand, trick))[0];
export const highest: Strategy = (_s, hand, trick) => byRank(lawful(hand, trick)).at(-1)!;
/** One strategy for some seats, another for the rest. */
export const split =
  (seats: readonly Seat[], a: Strategy, b: Strategy): Strategy =>
  (s, h, t, n) =>
    seats.includes(s) ? a(s, h, t, n) : b(s, h, t, n);

export interface PlayedDeal {
  plays: Play[];
  tricks: Trick[];
  /** Tricks won per seat. */
  won: Record<Seat, number>;
}

/** Plays `hands` out from `leader` (13 tricks), each seat choosing by `strategy` (`override` may force a card at some points). */
export function playOut(
  hands: Record<Seat, readonly string[]>,
  trump: Suit | null,
  leader: Seat,
  strategy: Strategy = lowest,
  override?: (seat: Seat, hand: readonly string[], trick: readonly Play[], trickNo: number) => string | undefined,
): PlayedDeal {
  const left: Record<Seat, string[]> = { N: [...hands.N], E: [...hands.E], S: [...hands.S], W: [...hands.W] };
  const tricks: Trick[] = [];
  const won: Record<Seat, number> = { N: 0, E: 0, S: 0, W: 0 };
  let lead = leader;
  for (let t = 1; t <= 13; t++) {
    const cards: Play[] = [];
    for (let k = 0; k < 4; k++) {
      const seat = nextSeat(lead, k);
      const card = override?.(seat, left[seat], cards, t) ?? strategy(seat, left[seat], cards, t);
      if (!left[seat].includes(card)) throw new Error(`${seat} does not hold ${card}`);
      left[seat] = left[seat].filter((c) => c !== card);
      cards.push({ seat, card });
    }
    const winner = winnerOf(cards, trump);
    won[winner]++;
    tricks.push({ leader: lead, cards, winner });
    lead = winner;
  }
  return { plays: tricks.flatMap((t) => t.cards), tricks, won };
}

export const bySide = (won: Record<Seat, number>): Record<Side, number> => ({ NS: won.N + won.S, EW: won.E + won.W });

/** Hearts taken per seat (hearts-foster:29). */
export function heartsTaken(tricks: readonly Trick[]): Record<Seat, number> {
  const out: Record<Seat, number> = { N: 0, E: 0, S: 0, W: 0 };
  for (const t of tricks) out[t.winner] += t.cards.filter((p) => suit(p.card) === 'H').length;
  return out;
}

/** Honours (A K Q J of trumps) held per side (whist-1900:48). */
export function honoursHeld(hands: Record<Seat, readonly string[]>, trump: Suit): Record<Side, number> {
  const out: Record<Side, number> = { NS: 0, EW: 0 };
  for (const s of SEATS)
    out[sideOf(s)] += hands[s].filter((c) => suit(c) === trump && rank(c) >= rank('J' + trump)).length;
  return out;
}

/** Hands as dotted strings (api.md), for requests. */
export function toDotted(cards: readonly string[]): string {
  return SUITS.map((s) =>
    byRank(cards.filter((c) => suit(c) === s))
      .reverse()
      .map((c) => c[0])
      .join(''),
  ).join('.');
}

/** One hand of short whist scored from the score at its start (whist-1900:47-53, 75, 86; product.md defaults). */
export interface WhistHandScore {
  before: Record<Side, number>;
  reached: Record<Side, number>;
  trickPoints: Record<Side, number>;
  honourPoints: Record<Side, number>;
  game: { winner: Side; value: number } | null;
}

/**
 * Scores one hand: a revoke penalty first (take 3 tricks from the revokers), then tricks, then honours
 * (whist-1900:50); a side at 4 when the deal began scores no honours (whist-1900:49); the revoking side
 * cannot pass 4 (whist-1900:86); game is 5, its value 3/2/1 as the losers have 0 / 1-2 / 3-4 (whist-1900:53).
 * Points beyond game are not carried, and the losers' honours are not scored once the winners reach
 * game on tricks (product.md).
 */
export function scoreWhistHand(
  before: Record<Side, number>,
  tricks: Record<Side, number>,
  honours: Record<Side, number>,
  revoke?: { by: Side; option: 'take-three-tricks' | 'add-three' | 'deduct-three' },
): WhistHandScore {
  const t = { ...tricks };
  const score = { ...before };
  const capped = (s: Side) => revoke?.by === s;
  let game: WhistHandScore['game'] = null;
  const add = (s: Side, n: number): number => {
    if (game || n <= 0) return 0;
    const was = score[s];
    score[s] = capped(s) ? Math.min(was + n, Math.max(4, was)) : was + n;
    if (score[s] >= 5) game = { winner: s, value: 0 };
    return score[s] - was;
  };
  if (revoke) {
    const to = otherSide(revoke.by);
    if (revoke.option === 'take-three-tricks') {
      const n = Math.min(3, t[revoke.by]);
      t[revoke.by] -= n;
      t[to] += n;
    } else if (revoke.option === 'add-three') add(to, 3);
    else score[revoke.by] = Math.max(0, score[revoke.by] - 3);
  }
  const trickPoints = { NS: add('NS', t.NS - 6), EW: add('EW', t.EW - 6) };
  const honourPoints = { NS: 0, EW: 0 };
  for (const s of ['NS', 'EW'] as const) {
    const n = honours[s] === 4 ? 4 : honours[s] === 3 ? 2 : 0;
    if (n && before[s] < 4) honourPoints[s] = add(s, n);
  }
  const g = game as WhistHandScore['game'];
  if (g) {
    const loser = score[otherSide(g.winner)];
    g.value = loser === 0 ? 3 : loser <= 2 ? 2 : 1;
  }
  return { before, reached: score, trickPoints, honourPoints, game: g };
}

/** Rubber points for the winners: their game values + 2, less the losers' game values (whist-1900:54-55). */
export function rubberPoints(won: readonly number[], lost: readonly number[]): number {
  return won.reduce((a, b) => a + b, 0) + 2 - lost.reduce((a, b) => a + b, 0);
}
