import { highBit, popcount } from './bits';
import { Engine } from './engine';

/**
 * Sure tricks for the seat on lead between tricks: in each suit, its cards above every other live
 * card of the suit; in a plain suit of a trump game, no more rounds than the shortest holding of an
 * opponent who has trumps (he must follow until then, so he never discards and never ruffs early).
 */
export function quickTricks(e: Engine, p: number): number {
  let total = 0;
  for (let s = 0; s < 4; s++) {
    const h = e.hands[p * 4 + s];
    if (!h) continue;
    const others = e.live[s] & ~h;
    let q = others ? popcount(h >>> (highBit(others) + 1)) : popcount(h);
    if (q > 0 && e.trump >= 0 && s !== e.trump) q = Math.min(q, ruffLimit(e, p, s));
    total += q;
  }
  return Math.min(total, e.tricksLeft);
}

function ruffLimit(e: Engine, p: number, s: number): number {
  let limit = 13;
  for (let o = 0; o < e.n; o++) {
    if (e.isMax[o] === e.isMax[p] || !e.hands[o * 4 + e.trump]) continue;
    limit = Math.min(limit, popcount(e.hands[o * 4 + s]));
  }
  return limit;
}

/**
 * Tricks a side is sure of in a trump game: a trump above all the other side's trumps wins the
 * trick it falls on, and one hand's such trumps fall on different tricks.
 */
export function topTrumpTricks(e: Engine, maxSide: number): number {
  if (e.trump < 0) return 0;
  let theirs = 0;
  for (let o = 0; o < e.n; o++) if (e.isMax[o] !== maxSide) theirs |= e.hands[o * 4 + e.trump];
  const above = theirs ? highBit(theirs) + 1 : 0;
  let best = 0;
  for (let p = 0; p < e.n; p++) if (e.isMax[p] === maxSide) best = Math.max(best, popcount(e.hands[p * 4 + e.trump] >>> above));
  return best;
}

/** The points the counted side takes from the last trick (each seat holds one card; between tricks). */
export function lastTrick(e: Engine): number {
  let bestSeat = e.leader;
  let best = cardOf(e, e.leader);
  let pts = e.hearts ? (best >> 4 === 1 ? 1 : 0) : 1;
  for (let k = 1; k < e.n; k++) {
    const p = (e.leader + k) % e.n;
    const c = cardOf(e, p);
    if (e.hearts && c >> 4 === 1) pts++;
    if (e.beats(c, best)) [best, bestSeat] = [c, p];
  }
  return e.isCount[bestSeat] ? pts : 0;
}

function cardOf(e: Engine, p: number): number {
  for (let s = 0; s < 4; s++) {
    const m = e.hands[p * 4 + s];
    if (m) return s * 16 + highBit(m);
  }
  return -1;
}
