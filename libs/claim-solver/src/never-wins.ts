import { popcount } from './bits';
import { Engine } from './engine';

/**
 * A proof that a misère caller or Hearts claimer can be forced nothing more (laws.md §4.2 misère;
 * §5.2: no trumps at Hearts, the highest card of the suit led wins), tried by the search at every
 * position between tricks. Seat `p`, not on lead and holding no trump, takes no further trick when
 * in every suit its i-th lowest card ranks below the others' i-th lowest (their cards taken
 * together), for every i up to the shorter count. It keeps that true and never wins: on a suit led
 * by another seat it plays its highest card below the card led (there is one: its lowest is below
 * every other card), and void it discards its highest card of any suit; the others' cards only
 * leave, which raises their i-th lowest. (The simplest case: all its cards of a suit lie below all
 * of the others'.) False means only "not proved this way". When true, the ranks the proof rests on
 * go into `rel[o..o+3]`: in each suit where both hold cards, every card from the others' lowest up
 * (with the suit lengths fixed, the cards below it are then `p`'s).
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

/**
 * True when seat `p` (misère: the others want it to take tricks) surely loses at least one of the
 * tricks left, so it cannot be forced to take them all (issue 21). Between tricks, `p` holding no
 * trump, some other seat `q` holds cards of a suit `s` all above `p`'s lowest card `c` of `s`, and
 * either `p` is on lead (it leads `c`; `q` must follow above it), or `q` holds two or more of them:
 * on the next trick `p` loses (it discards, or ducks, or the suit is `s` and `q` beats `c`), or wins
 * it and leads `c` while `q`, which played one card meanwhile, still holds one above it. The ranks it
 * rests on go into `rel[o..o+3]`: in `s`, every live card from `c` up (with the lengths fixed by the
 * key, `q` then holds none below `c`); of the suits that qualify, the one resting on fewest cards.
 */
export function losesOne(e: Engine, p: number, rel: Int32Array, o: number): boolean {
  if (e.trickLen !== 0 || (e.trump >= 0 && e.hands[p * 4 + e.trump] !== 0)) return false;
  const least = e.leader === p ? 1 : 2;
  let best = -1;
  let bestLow = -1;
  for (let s = 0; s < 4; s++) {
    const own = e.hands[p * 4 + s];
    if (!own) continue;
    const low = 31 - Math.clz32(own & -own);
    if (low <= bestLow) continue;
    for (let q = 0; q < e.n; q++) {
      const h = q === p ? 0 : e.hands[q * 4 + s];
      if (h && (h & ((1 << low) - 1)) === 0 && popcount(h) >= least) {
        best = s;
        bestLow = low;
        break;
      }
    }
  }
  if (best < 0) return false;
  rel[o] = rel[o + 1] = rel[o + 2] = rel[o + 3] = 0;
  rel[o + best] = e.live[best] & ~((1 << bestLow) - 1);
  return true;
}

/**
 * In the trick in progress (misère, Hearts: the others want seat `p` to take points): true when `p`
 * has lost it or can still lose it whatever the seats after it play, so it takes none of its points. It
 * played a card the card winning so far beats; or it is still to play and holds a card of the led suit
 * below that card (any card of the led suit when a trump wins the trick so far), or, void in the led
 * suit, a card that is no trump (a discard). The cards winning so far only rise, so what loses now
 * loses at the end. The rank it rests on goes into `rel[o..o+3]`: the card winning so far when `p`'s
 * card (played, or kept below it) is of its suit (with the lengths fixed by the key, `p`'s cards below
 * it are then known); else none.
 */
export function losesTrick(e: Engine, p: number, rel: Int32Array, o: number): boolean {
  const tb = e.trickBase();
  const w = e.tCard[tb + e.tWin[tb + e.trickLen - 1]];
  const led = e.tCard[tb] >> 4;
  let k = p - e.leader;
  if (k < 0) k += e.n;
  let rank = false;
  if (k < e.trickLen) {
    if (e.tWin[tb + e.trickLen - 1] === k) return false;
    rank = e.tCard[tb + k] >> 4 === w >> 4;
  } else if (e.hands[p * 4 + led]) {
    if (w >> 4 === led) {
      if ((e.hands[p * 4 + led] & ((1 << (w & 15)) - 1)) === 0) return false;
      rank = true;
    }
  } else {
    let others = 0;
    for (let s = 0; s < 4; s++) if (s !== e.trump) others |= e.hands[p * 4 + s];
    if (others === 0) return false;
  }
  rel[o] = rel[o + 1] = rel[o + 2] = rel[o + 3] = 0;
  if (rank) rel[o + (w >> 4)] = 1 << (w & 15);
  return true;
}
