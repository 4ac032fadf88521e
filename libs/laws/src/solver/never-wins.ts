import { Card, rankOf, rankValue, suitOf } from '../cards/card';
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
 * `neverWins` inside the search: between tricks, seat `p` (not on lead, holding no trump) holds in
 * every suit only cards below every card of that suit the others hold, so it takes no further trick.
 * When true, the ranks the proof rests on (in each suit, the cards above `p`'s highest: with the
 * suit lengths fixed, they place `p`'s cards at the bottom) go into `rel[o..o+3]`.
 */
export function escapes(e: Engine, p: number, rel: Int32Array, o: number): boolean {
  if (e.trickLen !== 0 || e.leader === p || (e.trump >= 0 && e.hands[p * 4 + e.trump] !== 0)) return false;
  for (let s = 0; s < 4; s++) {
    const own = e.hands[p * 4 + s];
    const others = e.live[s] & ~own;
    if (own && others && 31 - Math.clz32(own) > 31 - Math.clz32(others & -others)) return false;
  }
  for (let s = 0; s < 4; s++) {
    const own = e.hands[p * 4 + s];
    rel[o + s] = own ? e.live[s] & -(2 << (31 - Math.clz32(own))) : 0;
  }
  return true;
}
