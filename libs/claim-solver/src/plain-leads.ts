import { highBit, popcount } from './bits';
import { Engine } from './engine';
/** The seat of the `k`-th highest live card of suit `s` (k = 0 the top), or -1 when there are fewer. */
function rankSeat(e: Engine, s: number, k: number): number {
  let m = e.live[s];
  for (let i = 0; i < k && m; i++) m ^= 1 << highBit(m);
  return m ? e.owner[s * 16 + highBit(m)] : -1;
}

/** True when seat `q` cannot ruff a lead of suit `s` (it follows, or holds no trump). */
function noRuff(e: Engine, q: number, s: number): boolean {
  return e.hands[q * 4 + s] !== 0 || e.hands[q * 4 + e.trump] === 0;
}

/**
 * Scores the leads of seat `p` (moves `base..base+cnt-1`, into `e.scores`) in a partnership game of tricks
 * (four seats, partners on one side, the side to play counting its own tricks), the same for either side
 * and any need (since 1.9.0; ADR 0026, "Revision (stop 22)"). The ideas are those of DDS's lead ordering
 * (`Moves.cpp`, `WeightAllocNT0`/`WeightAllocTrump0`), written afresh with its weights:
 * - a suit costs for the opponents' cards in it (a void opponent counted as holding every trick left): the
 *   fewer cards they can play to it, the smaller the tree below the lead; at no trumps a suit the partner
 *   is void in costs a little more;
 * - in a trump game, a suit an opponent can ruff costs, one the partner ruffs (before its right-hand
 *   opponent plays) gains, the right-hand opponent holding the top or second card costs, the left-hand
 *   one holding the top with the partner second gains (a finesse), and a singleton under the partner's
 *   top card with trumps left gains (a ruff to come);
 * - a lead the side wins (the top card, the partner's best above the opponents', a ruff by the partner
 *   that is not over-ruffed) ranks by who holds the top and second cards, low cards first toward the
 *   partner's;
 * - a lead it does not win ranks by where the second and third cards lie (the side taking the next round),
 *   a singleton top card of an opponent's first (it falls), low from under the leader's own top card last.
 */
export function plainLeads(e: Engine, p: number, base: number, cnt: number): void {
  const lho = (p + 1) & 3;
  const pd = (p + 2) & 3;
  const rho = (p + 3) & 3;
  const t = e.trump;
  const trumps = t >= 0 && e.live[t] !== 0;
  let s = -1;
  let d = 0;
  let top = 0;
  let first = -1;
  let second = -1;
  let third = -1;
  let lenL = 0;
  let lenR = 0;
  let lenP = 0;
  // the partner's highest card of the suit, and the opponents' (-1: none)
  let pdHigh = -1;
  let oppHigh = -1;
  for (let i = 0; i < cnt; i++) {
    const code = e.moves[base + i];
    const r = code & 15;
    if (code >> 4 !== s) {
      s = code >> 4;
      top = highBit(e.live[s]);
      first = e.owner[s * 16 + top];
      second = rankSeat(e, s, 1);
      third = -2;
      lenL = e.suitLength(lho, s);
      lenR = e.suitLength(rho, s);
      lenP = e.suitLength(pd, s);
      pdHigh = e.hands[pd * 4 + s] ? highBit(e.hands[pd * 4 + s]) : -1;
      const opp = e.hands[lho * 4 + s] | e.hands[rho * 4 + s];
      oppHigh = opp ? highBit(opp) : -1;
      const cl = (lenL === 0 ? e.tricksLeft : lenL) * 4;
      const cr = (lenR === 0 ? e.tricksLeft : lenR) * 4;
      d = -Math.floor(((cl + cr) * 32) / (trumps ? 13 : 19));
      if (trumps) {
        if (s !== t && ((lenL === 0 && e.hands[lho * 4 + t]) || (lenR === 0 && e.hands[rho * 4 + t]))) d -= 12;
        if (s !== t && lenP === 0 && e.hands[pd * 4 + t] && lenR > 0) d += 17;
        if (first === rho || second === rho) {
          if (lenR !== 1) d -= 12;
        } else if (first === lho && second === pd && lenP !== 1) d += 27;
        if (s !== t && e.suitLength(p, s) === 1 && e.hands[p * 4 + t] && lenP > 1 && first === pd) d += 19;
      } else if (lenP === 0) d -= 9;
    }
    const rr = popcount(e.live[s] >>> r);
    const seq = e.lows[base + i] !== r;
    let v: number;
    if (!trumps) {
      let w = d;
      if (r === top || pdHigh > oppHigh) {
        if (second === rho) {
          if (lenR !== 1) w -= 1;
        } else if (second === lho) w += lenL !== 1 ? 22 : 16;
        v = (second !== lho || lenL === 1) && (second !== rho || lenR === 1) ? w + 45 + rr : w + 18 + rr;
      } else {
        if (first === rho || second === rho) {
          if (lenR !== 1) w -= 10;
        } else if (first === lho && second === pd && lenP !== 1) w += 31;
        if (third === -2) third = rankSeat(e, s, 2);
        if (second === pd && third === pd) w += 35;
        else if (lenP > 1 && ((second === p && third === pd) || (second === pd && third === p))) w += 25;
        if ((lenL === 1 && first === lho) || (lenR === 1 && first === rho)) v = w + 28 + rr;
        else if (first === p) v = w - 17 + rr;
        else if (!seq) v = w + 12 + rr;
        else if (rr === 2) v = w + 48;
        else v = w + 29 - rr;
      }
    } else {
      let win = false;
      if (r === top) {
        if (s === t) win = true;
        else if (lenP !== 0 || !e.hands[pd * 4 + t]) win = noRuff(e, lho, s) && noRuff(e, rho, s);
        else
          win =
            (lenL !== 0 || e.hands[pd * 4 + t] > e.hands[lho * 4 + t]) &&
            (lenR !== 0 || e.hands[pd * 4 + t] > e.hands[rho * 4 + t]);
      } else if (pdHigh > oppHigh) win = s === t || (noRuff(e, lho, s) && noRuff(e, rho, s));
      else if (s !== t && lenP === 0 && e.hands[pd * 4 + t]) {
        const pt = e.hands[pd * 4 + t];
        const lr = lenL === 0 && e.hands[lho * 4 + t] !== 0;
        const rr2 = lenR === 0 && e.hands[rho * 4 + t] !== 0;
        if (lr && rr2) win = pt > (e.hands[lho * 4 + t] | e.hands[rho * 4 + t]);
        else if (lr) win = pt > e.hands[lho * 4 + t];
        else if (rr2) win = pt > e.hands[rho * 4 + t];
        else win = true;
      }
      if (win) {
        if ((lenL === 1 && first === lho) || (lenR === 1 && first === rho)) v = d + 35 + rr;
        else if (first === p) v = second === pd ? d + 48 + rr : r === top ? d + 31 : d - 3 + rr;
        else if (first === pd) v = second === p ? d + 42 + rr : d + 28 + rr;
        else if (seq && rr === 2) v = d + 40;
        else v = seq ? d + 22 + rr : d + 11 + rr;
      } else {
        let w = d;
        if (third === -2) third = rankSeat(e, s, 2);
        if (second === pd && third === pd) w += 20;
        else if (lenP > 1 && ((second === p && third === pd) || (second === pd && third === p))) w += 13;
        if ((lenL === 1 && first === lho) || (lenR === 1 && first === rho)) v = w + rr + 2;
        else if (first === p) v = second === pd ? w + 33 + rr : r === top ? w + 38 : w - 14 + rr;
        else if (first === pd) v = w + 34 + rr;
        else if (seq && rr === 2) v = w + 35;
        else v = w + 17 - (r + 2);
      }
    }
    e.scores[base + i] = v;
  }
}
