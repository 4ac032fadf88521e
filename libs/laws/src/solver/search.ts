import { highBit, popcount } from './bits';
import { lastTrick, quickTricks, topTrumpTricks } from './bounds';
import { Engine, MAXM } from './engine';
import { generateMoves } from './moves';
import { Obliged } from './obliged';

/**
 * Null-window alpha-beta with partition search: can the maximising seats bring the counted side at
 * least `need` more points (tricks, or hearts)? Every node also returns, in `rel[depth]`, the ranks
 * that decided it (cards that won a trick against their own suit, cards a bound relied on); between
 * tricks the table stores the result for the owners of the live cards down to the lowest such rank.
 */
export class Search {
  /** Per ply, four rank masks: the cards whose ranks decided the node. */
  readonly rel: Int32Array;
  /** The lead that decided the last `ply` (suit × 16 + rank index from the top), or -1. */
  private best = -1;
  /** Plain trick-taking (the maximising side counts its own tricks): the trick bounds apply. */
  private readonly plain: boolean;
  private readonly pre = new Float64Array(4 * 14);
  private readonly tmp = new Int32Array(16);
  private readonly w = new Int8Array(4);
  private readonly wPath = new Int8Array(4);
  private hint = -1;
  private readonly c = new Float64Array(4);

  constructor(
    readonly e: Engine,
    readonly obl: Obliged | null = null,
  ) {
    this.plain = !e.hearts && e.isMax.every((m, i) => m === e.isCount[i]);
    this.rel = new Int32Array((e.totalTricks * e.n + 4) * 4);
  }

  /** True when the maximising seats can reach `need` more points; `depth` is the ply from the root. */
  run(need: number, depth: number): boolean {
    this.e.nodes++;
    return this.e.trickLen === 0 ? this.between(need, depth) : this.ply(need, depth, -1);
  }

  private between(need: number, d: number): boolean {
    const e = this.e;
    const o = d * 4;
    if (need <= 0 || need > e.pointsLeft) return this.clear(o, need <= 0);
    if (e.tricksLeft === 1) return lastTrick(e, this.rel, o) >= need;
    const bound = this.plain ? this.bounded(need, o) : 0;
    if (bound !== 0) return bound > 0;
    const k0 = this.lengths(0);
    const k1 = this.lengths(2);
    const k2 = this.lengths(4);
    const k3 = e.leader + 8 * (this.obl ? this.obl.key(e) : 0);
    const root = e.tt.root(k0, k1, k2, k3, false);
    this.hint = -1;
    if (root) {
      this.prefixes();
      const x = this.probe(root, 0, need);
      if (x) return this.hit(x, o, need);
    }
    const hint = this.hint;
    const ok = this.ply(need, d, hint);
    this.record(o);
    e.tt.store(e.tt.root(k0, k1, k2, k3, true), this.w, this.c, ok ? need : 0, ok ? e.pointsLeft : need - 1, this.best);
    return ok;
  }

  private clear(o: number, result: boolean): boolean {
    this.rel[o] = this.rel[o + 1] = this.rel[o + 2] = this.rel[o + 3] = 0;
    return result;
  }

  /** A table hit: the node depends on the entry's ranks (the top `wPath[s]` cards of each suit). */
  private hit(x: number, o: number, need: number): boolean {
    for (let s = 0; s < 4; s++) this.rel[o + s] = topMask(this.e.live[s], this.wPath[s]);
    return this.e.tt.lower[x] >= need;
  }

  /** Depth-first through the rank trie from suit `s`: a leaf matching the position that decides `need` (0: none); notes a hint on the way. */
  private probe(n: number, s: number, need: number): number {
    const tt = this.e.tt;
    if (s === 4) {
      if (tt.lower[n] >= need || tt.upper[n] < need) return n;
      if (this.hint < 0) this.hint = tt.best[n];
      return 0;
    }
    let m = tt.wmask[n];
    while (m) {
      const w = 31 - Math.clz32(m & -m);
      m &= m - 1;
      const child = tt.child(n, this.pre[s * 14 + w], w);
      if (!child) continue;
      this.wPath[s] = w;
      const x = this.probe(child, s + 1, need);
      if (x) return x;
    }
    return 0;
  }

  /** Turns the deciding ranks at ply offset `o` into the entry's top-card counts `w` and owner codes `c`. */
  private record(o: number): void {
    const e = this.e;
    const all = this.obl !== null && this.obl.pending !== 0;
    this.prefixes();
    for (let s = 0; s < 4; s++) {
      const live = e.live[s];
      const rs = all ? live : this.rel[o + s] & live;
      this.w[s] = rs ? popcount(live >>> (31 - Math.clz32(rs & -rs))) : 0;
      this.c[s] = this.pre[s * 14 + this.w[s]];
    }
  }

  /** For each suit and each w, the owners of the top w live cards as base-n digits (w is keyed apart). */
  private prefixes(): void {
    const e = this.e;
    const b = e.n;
    for (let s = 0; s < 4; s++) {
      let m = e.live[s];
      let k = 0;
      let w = 0;
      this.pre[s * 14] = 0;
      while (m) {
        const r = highBit(m);
        m ^= 1 << r;
        k = k * b + e.owner[s * 16 + r];
        this.pre[s * 14 + ++w] = k;
      }
    }
  }

  /** Suit lengths of seats `p` and `p + 1`, four bits each. */
  private lengths(p: number): number {
    const e = this.e;
    let k = 0;
    for (let q = p; q < p + 2 && q < e.n; q++) for (let s = 0; s < 4; s++) k = (k << 4) | popcount(e.hands[q * 4 + s]);
    return k;
  }

  /** +1: the bounds prove `need` is reached, -1: proved out of reach, 0: open (ranks relied on go to `rel`). */
  private bounded(need: number, o: number): number {
    const e = this.e;
    const leaderMax = e.isMax[e.leader] === 1;
    const q = this.sideQuickTricks();
    if (leaderMax && q >= need) return this.relyOn(0, o, 1);
    if (topTrumpTricks(e, 1, this.tmp, 4) >= need) return this.relyOn(4, o, 1);
    if (!leaderMax && e.tricksLeft - q < need) return this.relyOn(0, o, -1);
    if (e.tricksLeft - topTrumpTricks(e, 0, this.tmp, 8) < need) return this.relyOn(8, o, -1);
    return 0;
  }

  /**
   * Quick tricks of the side on lead (cards relied on in `tmp[0..3]`): the leader's own, or, with four
   * seats, his partner's when the leader can reach a suit in which the partner holds a sure winner.
   */
  private sideQuickTricks(): number {
    const e = this.e;
    const t = this.tmp;
    const q = quickTricks(e, e.leader, t, 0);
    const partner = (e.leader + 2) & 3;
    if (e.n !== 4 || e.isMax[partner] !== e.isMax[e.leader] || q >= e.tricksLeft) return q;
    const q2 = quickTricks(e, partner, t, 12);
    let entry = -1;
    for (let s = 0; s < 4 && entry < 0; s++) if (t[12 + s] && e.hands[e.leader * 4 + s]) entry = s;
    if (entry < 0 || q2 <= q) return q;
    for (let s = 0; s < 4; s++) t[s] = t[12 + s];
    return q2;
  }

  private relyOn(from: number, o: number, result: number): number {
    for (let s = 0; s < 4; s++) this.rel[o + s] = this.tmp[from + s];
    return result;
  }

  // The core loop: one seat's moves, the trick closed and reopened around the recursion when the card
  // completes it, the deciding ranks gathered. Kept whole because it is the hot path of the search.
  private ply(need: number, d: number, hint: number): boolean {
    const e = this.e;
    const R = this.rel;
    const o = d * 4;
    const c = o + 4;
    const p = e.toPlay();
    const bind = this.obl && this.obl.pending ? this.obl.binding(e, p) : 0;
    const base = d * MAXM;
    const cnt = bind ? this.obl!.moves(e, p, base, bind) : generateMoves(e, p, d, hint);
    const max = e.isMax[p] === 1;
    let a0 = 0, a1 = 0, a2 = 0, a3 = 0;
    for (let i = 0; i < cnt; i++) {
      const code = e.moves[base + i];
      const lead = e.trickLen === 0 ? (code & 0xf0) | popcount(e.live[code >> 4] >>> ((code & 15) + 1)) : -1;
      if (bind) this.obl!.pending &= ~bind;
      e.put(code);
      let ok: boolean;
      if (e.trickLen === e.n) {
        const win = e.contestedWinner();
        const gained = e.close();
        ok = this.run(need - gained, d + 1);
        e.reopen();
        if (win >= 0) R[c + (win >> 4)] |= 1 << (win & 15);
      } else ok = this.run(need, d + 1);
      e.take();
      if (bind) this.obl!.pending |= bind;
      if (ok === max) {
        [R[o], R[o + 1], R[o + 2], R[o + 3]] = [R[c], R[c + 1], R[c + 2], R[c + 3]];
        this.best = lead;
        return ok;
      }
      const low = e.lows[base + i];
      if (low !== (code & 15) && R[c + (code >> 4)] & ((2 << (code & 15)) - (1 << low))) R[c + (code >> 4)] |= 1 << low;
      [a0, a1, a2, a3] = [a0 | R[c], a1 | R[c + 1], a2 | R[c + 2], a3 | R[c + 3]];
    }
    [R[o], R[o + 1], R[o + 2], R[o + 3]] = [a0, a1, a2, a3];
    this.best = -1;
    return !max;
  }
}

/** The `w` highest set bits of `live`. */
function topMask(live: number, w: number): number {
  let m = 0;
  for (let i = 0; i < w; i++) {
    const b = 1 << highBit(live & ~m);
    m |= b;
  }
  return m;
}
