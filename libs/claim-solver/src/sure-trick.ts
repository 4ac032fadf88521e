import { highBit, popcount } from './bits';
import { Engine } from './engine';

/**
 * In a four-seat trick game, with the trick led: the trick in progress is sure for the side to play when,
 * among the card winning so far (a card of the led suit) and the seats still to play, its best card of
 * the led suit beats every card of that suit of the other side's, and none of the other side's seats
 * still to play can ruff; or, at a trump game with a plain suit led, one of its seats still to play can
 * ruff and none of the other side's can. When the other side holds no trump, the seat winning it then
 * cashes its sure tricks on lead (`laterTricks`). Returns +1 when those tricks bring the maximisers to
 * `need`, -1 when losing them puts `need` out of their reach, 0 otherwise; the cards relied on go to
 * `rel[o..o+3]` (DDS's "quick tricks of the second hand", here also for the last seat).
 */
export function sureTrickBound(e: Engine, need: number, rel: Int32Array, o: number): number {
  const p = e.toPlay();
  const side = e.maxOf(p);
  // tricks the side to play must be sure of to decide
  const enough = side === 1 ? need : e.tricksLeft - need + 1;
  if (enough > 1 && (enough > e.tricksLeft || !cashable(e, side))) return 0;
  const tb = e.trickBase();
  const s = e.tCard[tb] >> 4;
  const t = e.trump;
  const w = e.tCard[tb + e.tWin[tb + e.trickLen - 1]];
  if (w >> 4 !== s) return 0;
  let mine = 0;
  let theirs = 0;
  if (e.maxOf(e.tSeat[tb + e.tWin[tb + e.trickLen - 1]]) === side) mine = 1 << (w & 15);
  else theirs = 1 << (w & 15);
  let ourRuff = false;
  for (let k = e.trickLen; k < 4; k++) {
    const q = (e.leader + k) & 3;
    const follow = e.hands[q * 4 + s];
    const ruffs = t >= 0 && s !== t && follow === 0 && e.hands[q * 4 + t] !== 0;
    if (e.maxOf(q) === side) {
      mine |= follow;
      ourRuff ||= ruffs;
    } else {
      if (ruffs) return 0;
      theirs |= follow;
    }
  }
  rel[o] = rel[o + 1] = rel[o + 2] = rel[o + 3] = 0;
  if (ourRuff) return enough <= 1 ? (side === 1 ? 1 : -1) : 0;
  if (mine === 0 || highBit(mine) < highBit(theirs)) return 0;
  const top = highBit(mine);
  rel[o + s] = 1 << top;
  if (enough > 1 && laterTricks(e, e.owner[s * 16 + top], s, top, rel, o) + 1 < enough) return 0;
  return side === 1 ? 1 : -1;
}

/** True when `side`'s winners cannot be ruffed: no trumps, or none in the other side's hands. */
function cashable(e: Engine, side: number): boolean {
  if (e.trump < 0) return true;
  for (let q = 0; q < e.n; q++) if (e.maxOf(q) !== side && e.hands[q * 4 + e.trump]) return false;
  return true;
}

/**
 * When its winners cannot be ruffed (`cashable`), once seat `hh` has won the trick with its card `top` of suit `s`, the tricks it is sure
 * to cash on lead: its next card of `s` when that is the best left; in each other suit, every card when
 * no other seat holds the suit, else one when it holds the suit's best card. Adds the cards relied on.
 */
function laterTricks(e: Engine, hh: number, s: number, top: number, rel: Int32Array, o: number): number {
  let q = 0;
  const rest = e.live[s] & ~(1 << top) & ~(1 << (e.tCard[e.trickBase()] & 15));
  if (rest && e.owner[s * 16 + highBit(rest)] === hh && e.hands[hh * 4 + s] & (1 << highBit(rest))) {
    q++;
    rel[o + s] |= 1 << highBit(rest);
  }
  for (let t = 0; t < 4; t++) {
    const h = e.hands[hh * 4 + t];
    if (t === s || !h) continue;
    if ((e.live[t] & ~h) === 0) q += popcount(h);
    else if (h & (1 << highBit(e.live[t]))) {
      q++;
      rel[o + t] |= 1 << highBit(e.live[t]);
    }
  }
  return q;
}
