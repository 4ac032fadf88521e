import { highBit, popcount } from './bits';
import { Engine } from './engine';

/** The highest rank of mask `m`, or -1 when it is empty. */
function hi(m: number): number {
  return m ? 31 - Math.clz32(m) : -1;
}

/** The lowest rank of mask `m`, or -1 when it is empty. */
function lo(m: number): number {
  return m ? 31 - Math.clz32(m & -m) : -1;
}

/** True when seat `q` holds the second-best live card of suit `s` (the trick's cards counting as live). */
function holdsSecond(e: Engine, q: number, s: number): boolean {
  const rest = e.live[s] & ~(1 << highBit(e.live[s]));
  return rest !== 0 && e.owner[s * 16 + highBit(rest)] === q;
}

/** The weight of keeping suit `s`'s cards for seat `q` when it discards: longer suits give up their cards first. */
function keep(e: Engine, q: number, s: number, div: number, kx: number, stiff: number): number {
  const len = e.suitLength(q, s);
  let v = Math.floor((len * 64) / div);
  if (len === 2 && holdsSecond(e, q, s)) v -= kx;
  else if (len === 1 && e.owner[s * 16 + highBit(e.live[s])] === q) v -= stiff;
  return v;
}

/**
 * Scores the following plays of seat `p` (moves `base..base+cnt-1`, into `e.scores`) in a partnership game of
 * tricks, by its place in the trick (DDS's follow ordering, `WeightAlloc*1/2/3`, written afresh with its weights):
 * the second hand plays low unless it wins cheaply over the third hand, the third hand wins cheaply over the
 * fourth or forces its top card out, the fourth wins as cheaply as it can or plays low; discards from the
 * longest suits, not from a guarded second card or a singleton top card; ruffs low, over-ruffs when it can.
 */
export function plainFollows(e: Engine, p: number, base: number, cnt: number): void {
  const tb = e.tb;
  const k = e.trickLen;
  const led = e.tCard[tb] >> 4;
  const leadRank = e.tCard[tb] & 15;
  const wk = e.tWin[tb + k - 1];
  const win = e.tCard[tb + wk];
  const t = e.trump;
  const trumps = t >= 0 && e.live[t] !== 0;
  const follows = e.hands[p * 4 + led] !== 0;
  const sc = e.scores;
  const next = (p + 1) & 3;
  const mate = (p + 2) & 3;
  if (k === 1) {
    // second hand: `next` is the third hand (an opponent), `mate` the fourth
    const third = e.hands[next * 4 + led];
    const fourth = e.hands[mate * 4 + led];
    const max3 = hi(third);
    const maxP = hi(fourth);
    if (follows) {
      if (!trumps) {
        if (maxP > leadRank && maxP > max3) {
          for (let i = 0; i < cnt; i++) sc[base + i] = -(e.moves[base + i] & 15);
          return;
        }
        const min3 = lo(third);
        const minP = lo(fourth);
        for (let i = 0; i < cnt; i++) {
          const r = e.moves[base + i] & 15;
          const rr = popcount(e.live[led] >>> r);
          const seq = e.lows[base + i] !== r;
          sc[base + i] =
            r > leadRank && r > max3
              ? 81 - r
              : min3 > r || minP > r
                ? -3 + rr
                : r < leadRank
                  ? -11 + rr
                  : seq
                    ? 10 + rr
                    : 13 - r;
        }
        return;
      }
      const min3 = lo(third);
      const minP = lo(fourth);
      const t3 = e.hands[next * 4 + t];
      const tP = e.hands[mate * 4 + t];
      for (let i = 0; i < cnt; i++) {
        const r = e.moves[base + i] & 15;
        const rr = popcount(e.live[led] >>> r);
        const seq = e.lows[base + i] !== r;
        let w = false;
        if (led === t) w = (maxP > leadRank && maxP > max3) || (r > leadRank && r > max3);
        else if (r > leadRank && r > max3) w = max3 >= 0 || t3 === 0 || (maxP < 0 && tP !== 0 && hi(tP) > hi(t3));
        else if (maxP > leadRank && maxP > max3) w = max3 >= 0 || t3 === 0;
        else if (leadRank > maxP && leadRank > max3 && leadRank > r) {
          if (maxP < 0 && tP !== 0) w = max3 >= 0 || t3 === 0 || hi(tP) > hi(t3);
        } else if (maxP < 0 && tP !== 0) w = true;
        let v: number;
        if (w) {
          if (min3 > r) v = 40 + rr;
          else if (maxP > leadRank && hi(e.hands[e.leader * 4 + led]) > maxP) v = 41 + rr;
          else if (r > leadRank) v = r < maxP ? 78 - r : r > max3 ? 73 - r : seq ? 62 - r : 49 - r;
          else v = maxP >= 0 ? 47 - r : 40 - r;
        } else if (r < min3 || r < minP) v = -9 + rr;
        else if (r < leadRank) v = -16 + rr;
        else v = seq ? 22 - r : 10 - r;
        sc[base + i] = v;
      }
      return;
    }
    // second hand void
    const partnerWins = maxP > Math.max(max3, leadRank);
    for (let i = 0; i < cnt; i++) {
      const code = e.moves[base + i];
      const s = code >> 4;
      const r = code & 15;
      let v: number;
      if (!trumps) v = -r + (partnerWins ? keep(e, p, s, 23, 2, 3) : keep(e, p, s, 33, 6, 8));
      else if (led === t) v = -r + (partnerWins ? keep(e, p, s, 44, 0, 0) : keep(e, p, s, 36, 4, 0));
      else if (s !== t) {
        const t3 = e.hands[next * 4 + t];
        const tP = e.hands[mate * 4 + t];
        let good: boolean;
        if (third) good = partnerWins || (fourth === 0 && tP !== 0);
        else good = (fourth === 0 && hi(tP) > hi(t3)) || (t3 === 0 && maxP > leadRank);
        v = -r + (good ? 60 + keep(e, p, s, 44, 0, 0) : -2 + keep(e, p, s, 36, 4, 0));
      } else {
        const t3 = e.hands[next * 4 + t];
        const tP = e.hands[mate * 4 + t];
        if (third || (fourth === 0 && tP !== 0 && hi(tP) > hi(t3))) v = 24 - r + keep(e, p, s, 44, 0, 0);
        else if (r > hi(t3)) v = 24 - r + keep(e, p, s, 44, 0, 0);
        else v = 15 - r + keep(e, p, s, 36, 4, 0);
      }
      sc[base + i] = v;
    }
    return;
  }
  if (k === 2) {
    // third hand: the leader is `mate`, the fourth hand `next`
    const fourth = e.hands[next * 4 + led];
    const max4 = hi(fourth);
    const min4 = lo(fourth);
    const mateWins = wk === 0;
    const winRank = win & 15;
    const ruffed = win >> 4 !== led;
    if (follows) {
      const max3 = hi(e.hands[p * 4 + led]);
      // play low: partner's card beats the fourth hand's, the second hand ruffed, or ours are too low to matter
      let low = ruffed || max3 < min4 || max3 < winRank;
      if (mateWins && winRank > max4 && (!trumps || led === t || max4 >= 0)) low = true;
      if (trumps && led !== t && mateWins && max4 < 0) low = true;
      if (low) {
        for (let i = 0; i < cnt; i++) sc[base + i] = -(e.moves[base + i] & 15);
        if (!trumps && mateWins && !ruffed && e.suitLength(mate, led) === 0) overtake(e, p, base, cnt, led, winRank);
        return;
      }
      if (trumps && led !== t && !mateWins && max4 < 0) {
        // the second hand wins so far and the fourth cannot follow: beat the second hand
        for (let i = 0; i < cnt; i++) {
          const r = e.moves[base + i] & 15;
          sc[base + i] = r > winRank ? 20 - r : -r;
        }
        return;
      }
      const above = max3 > max4 ? 58 : 60;
      for (let i = 0; i < cnt; i++) {
        const r = e.moves[base + i] & 15;
        sc[base + i] = r > winRank && r > max4 ? above - r : -r;
      }
      if (max3 < max4) {
        const force = forcing(e, base, cnt, fourth, led, winRank, !mateWins);
        if (force >= 0) sc[base + force] += 20;
      }
      return;
    }
    for (let i = 0; i < cnt; i++) {
      const code = e.moves[base + i];
      const s = code >> 4;
      const r = code & 15;
      let v: number;
      if (!trumps) v = -r + keep(e, p, s, 24, 4, 4);
      else if (led === t || s !== t) v = -r + keep(e, p, s, 40, 0, 0);
      else {
        const t4 = e.hands[next * 4 + t];
        const add = keep(e, p, s, 50, 0, 0);
        if (mateWins && winRank > max4 && (max4 >= 0 || t4 === 0)) v = -r - 50;
        else if (ruffed && r < winRank) v = -32 + popcount(e.live[s] >>> r) + keep(e, p, s, 40, 0, 0);
        else if (mateWins)
          v = max4 >= 0 ? (holdsSecond(e, mate, led) ? 36 : 48) - r + add : r > hi(t4) ? 48 - r + add : -12 - r + add;
        else v = max4 >= 0 ? 72 - r + add : r > hi(t4) ? 48 - r + add : 36 - r + add;
      }
      sc[base + i] = v;
    }
    return;
  }
  // fourth hand: its partner (`mate`) played second
  const mateWins = wk === 1;
  const ruffed = win >> 4 !== led;
  const winRank = win & 15;
  if (follows) {
    for (let i = 0; i < cnt; i++) {
      const r = e.moves[base + i] & 15;
      sc[base + i] = mateWins || ruffed || r < winRank ? -r : 30 - r;
    }
    return;
  }
  for (let i = 0; i < cnt; i++) {
    const code = e.moves[base + i];
    const s = code >> 4;
    const r = code & 15;
    let v: number;
    if (!trumps) v = -r + keep(e, p, s, 27, 6, 8);
    else {
      const val = keep(e, p, s, 24, 2, 0);
      const rr = popcount(e.live[s] >>> r);
      if (led === t) v = -r + val;
      else if (mateWins) v = s === t ? 2 - r + val : 25 - r + val;
      else if (ruffed) v = s === t ? (r > winRank ? 33 + rr : -13 + rr) : 14 - r + val;
      else v = s === t ? 33 + rr : 14 - r + val;
    }
    sc[base + i] = v;
  }
}

/**
 * The move (an index from `base`) that forces out the fourth hand's top card as cheaply as possible: the
 * lowest of ours above its second-highest group of cards; or, when the second hand is winning (`second`),
 * the lowest that beats its card. -1 when none.
 */
function forcing(
  e: Engine,
  base: number,
  cnt: number,
  fourth: number,
  led: number,
  winRank: number,
  second: boolean,
): number {
  const top = highBit(fourth);
  const below = e.live[led] & ~fourth & ((1 << top) - 1);
  const rest = below ? fourth & ((2 << highBit(below)) - 1) : 0;
  if (!rest) return -1;
  const sec = highBit(rest);
  if (sec <= winRank && !second) return -1;
  const bound = sec > winRank ? sec : winRank;
  let i = 0;
  while (i < cnt && (e.moves[base + i] & 15) > bound) i++;
  return i > 0 ? i - 1 : -1;
}

/**
 * At no trumps, partner led a singleton that wins the trick so far and we hold the suit's top card: overtake
 * with our lowest card above partner's when our top cards of the suit then outlast the opponents' holdings
 * (the suit runs from our hand).
 */
function overtake(e: Engine, p: number, base: number, cnt: number, led: number, winRank: number): void {
  const tb = e.tb;
  let rest = e.live[led];
  for (let k = 0; k < e.trickLen; k++) if (e.tCard[tb + k] >> 4 === led) rest &= ~(1 << (e.tCard[tb + k] & 15));
  const mine = e.hands[p * 4 + led];
  if (!rest || e.owner[led * 16 + highBit(rest)] !== p) return;
  let run = 0;
  for (let m = rest; m && mine & (1 << highBit(m)); m &= ~(1 << highBit(m))) run++;
  const opp = Math.max(e.suitLength((p + 1) & 3, led) - 1, e.suitLength((p + 3) & 3, led));
  if (opp > run - 1) return;
  let i = 0;
  while (i + 1 < cnt && (e.moves[base + i + 1] & 15) > winRank) i++;
  if ((e.moves[base + i] & 15) > winRank) e.scores[base + i] += 20;
}
