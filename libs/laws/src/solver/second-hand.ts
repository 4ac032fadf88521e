import { highBit } from './bits';
import { Engine } from './engine';

/**
 * At the second seat's turn of a four-seat trick game: the trick is sure for the second seat's side
 * when, among the seats still to play, its best card of the led suit beats the card led and every
 * card of that suit of the other side's seats still to play, and none of those can ruff; or, at a
 * trump game with a plain suit led, one of its seats still to play can ruff and none of the other
 * side's can. Returns +1 when that trick brings the maximisers to `need`, -1 when losing it puts
 * `need` out of their reach, 0 otherwise; the card relied on goes to `rel[o..o+3]` (DDS's
 * "quick tricks of the second hand").
 */
export function secondHandBound(e: Engine, need: number, rel: Int32Array, o: number): number {
  const p = e.toPlay();
  const side = e.isMax[p];
  if (side === 1 ? need > 1 : need < e.tricksLeft) return 0;
  const tb = e.trickBase();
  const led = e.tCard[tb];
  const s = led >> 4;
  const t = e.trump;
  let mine = 0;
  let theirs = 1 << (led & 15);
  let ourRuff = false;
  for (let k = 1; k < 4; k++) {
    const q = (e.leader + k) & 3;
    const follow = e.hands[q * 4 + s];
    const ruffs = t >= 0 && s !== t && follow === 0 && e.hands[q * 4 + t] !== 0;
    if (e.isMax[q] === side) {
      mine |= follow;
      ourRuff ||= ruffs;
    } else {
      if (ruffs) return 0;
      theirs |= follow;
    }
  }
  rel[o] = rel[o + 1] = rel[o + 2] = rel[o + 3] = 0;
  if (ourRuff) return side === 1 ? 1 : -1;
  if (mine === 0 || highBit(mine) < highBit(theirs)) return 0;
  rel[o + s] = 1 << highBit(mine);
  return side === 1 ? 1 : -1;
}
