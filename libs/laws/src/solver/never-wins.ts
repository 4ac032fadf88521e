import { Card, rankOf, rankValue, suitOf } from '../cards/card';
import { popcount } from './bits';
import { Engine } from './engine';
import { TableSeat } from '../seats/table-seat';
import { Position } from './position';

/**
 * A proof without search that `seat` can be made to take no further trick, whatever the others
 * play: the trick in progress is empty and another seat leads; `seat` holds no trump; and in every
 * suit each card it holds ranks below every card of that suit the others still hold. Then each
 * trick is led by another seat with a card `seat` cannot beat in that suit, `seat` either follows
 * lower or discards, so the lead never passes to it and the same holds at the next trick (cards only
 * leave the hands). A misère caller or a Hearts claimer in that state can be forced nothing
 * (laws.md §4.2 misère; §5.2: no trumps at Hearts, the highest card of the suit led wins). False means only "not proved this way".
 */
export function neverWins(p: Position, seat: TableSeat): boolean {
  if (p.trick.length > 0 || p.leader === seat) return false;
  const own = p.hands[seat] ?? [];
  if (p.trump && own.some((c) => suitOf(c) === p.trump)) return false;
  const highestOwn = new Map<string, number>();
  for (const c of own) highestOwn.set(suitOf(c), Math.max(highestOwn.get(suitOf(c)) ?? -1, value(c)));
  return p.order.every((other) => other === seat || (p.hands[other] ?? []).every((c) => !((highestOwn.get(suitOf(c)) ?? -1) > value(c))));
}

const value = (c: Card) => rankValue(rankOf(c));

/**
 * A stronger `neverWins`, inside the search: between tricks, seat `p` (not on lead, holding no trump)
 * takes no further trick when in every suit its cards sit low against the others' as a whole: its
 * i-th lowest card ranks below the others' i-th lowest, for every i up to the shorter count. Seat
 * `p` keeps that true and never wins: on a suit led by another seat it plays its highest card below
 * the card led (there is one: its lowest is below every other card), and void it discards its
 * highest card of any suit; the others' cards only leave, which raises their i-th lowest. (The
 * `neverWins` case is the one where all its cards of a suit lie below all of the others'.) When true,
 * the ranks the proof rests on go into `rel[o..o+3]`: in each suit where both hold cards, every card
 * from the others' lowest up (with the suit lengths fixed, the cards below it are then `p`'s).
 */
export function escapes(e: Engine, p: number, rel: Int32Array, o: number): boolean {
  if (e.trickLen !== 0 || e.leader === p || (e.trump >= 0 && e.hands[p * 4 + e.trump] !== 0)) return false;
  for (let s = 0; s < 4; s++) if (!lowAgainst(e.hands[p * 4 + s], e.live[s] & ~e.hands[p * 4 + s])) return false;
  for (let s = 0; s < 4; s++) {
    const own = e.hands[p * 4 + s];
    const others = e.live[s] & ~own;
    rel[o + s] = own && others ? e.live[s] & -(others & -others) : 0;
  }
  return true;
}

/** True when, for every i up to the shorter count, the i-th lowest card of `own` lies below the i-th lowest of `others`. */
function lowAgainst(own: number, others: number): boolean {
  const n = popcount(own);
  // the k-th lowest of the others needs k of own below it, for k up to own's count
  for (let m = others, k = 1; m && k <= n; m &= m - 1, k++) if (popcount(own & ((m & -m) - 1)) < k) return false;
  return true;
}
