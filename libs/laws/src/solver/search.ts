import { highBit, popcount } from './bits';
import { quickTricks, lastTrick, topTrumpTricks } from './bounds';
import { Engine, MAXM } from './engine';
import { generateMoves } from './moves';
import { Obliged } from './obliged';

/**
 * Null-window alpha-beta: can the maximising seats bring the counted side at least `need` more
 * points (tricks, or hearts) from here? Between tricks it applies cut-offs (bounds, quick tricks,
 * top trumps) and the transposition table; inside a trick it only searches.
 */
export class Search {
  /** The lead that decided the last `ply` (suit × 16 + rank index from the top), or -1. */
  private best = -1;
  /** Plain trick-taking (the maximising side counts its own tricks): the trick bounds apply. */
  private readonly plain: boolean;

  constructor(
    readonly e: Engine,
    readonly obl: Obliged | null = null,
  ) {
    this.plain = !e.hearts && e.isMax.every((m, i) => m === e.isCount[i]);
  }

  /** True when the maximising seats can reach `need` more points; `depth` is the ply from the root. */
  run(need: number, depth: number): boolean {
    this.e.nodes++;
    return this.e.trickLen === 0 ? this.between(need, depth) : this.ply(need, depth, -1);
  }

  private between(need: number, depth: number): boolean {
    const e = this.e;
    if (need <= 0) return true;
    if (need > e.pointsLeft) return false;
    if (e.tricksLeft === 1) return lastTrick(e) >= need;
    const bound = this.plain ? this.bounded(need) : 0;
    if (bound !== 0) return bound > 0;
    const k0 = this.suitKey(0);
    const k1 = this.suitKey(1);
    const k2 = this.suitKey(2);
    const k3 = this.suitKey(3);
    const k4 = e.leader + 8 * (this.obl ? this.obl.key(e) : 0);
    const slot = e.tt.find(k0, k1, k2, k3, k4);
    let hint = -1;
    if (slot >= 0) {
      if (e.tt.lower[slot] >= need) return true;
      if (e.tt.upper[slot] < need) return false;
      hint = e.tt.best[slot];
    }
    const ok = this.ply(need, depth, hint);
    if (ok) e.tt.store(k0, k1, k2, k3, k4, need, e.pointsLeft, this.best);
    else e.tt.store(k0, k1, k2, k3, k4, 0, need - 1, this.best);
    return ok;
  }

  /** +1: the bounds prove `need` is reached, -1: proved out of reach, 0: open. */
  private bounded(need: number): number {
    const e = this.e;
    const leaderMax = e.isMax[e.leader];
    const q = quickTricks(e, e.leader);
    const lower = Math.max(leaderMax ? q : 0, topTrumpTricks(e, 1));
    if (lower >= need) return 1;
    const theirs = Math.max(leaderMax ? 0 : q, topTrumpTricks(e, 0));
    return e.tricksLeft - theirs < need ? -1 : 0;
  }

  /** Owners of the live cards of suit `s` from the top, one base-(n+1) digit each. */
  private suitKey(s: number): number {
    const e = this.e;
    const b = e.n + 1;
    let m = e.live[s];
    let k = 0;
    while (m) {
      const r = highBit(m);
      m ^= 1 << r;
      k = k * b + e.owner[s * 16 + r] + 1;
    }
    return k;
  }

  // The core loop: one seat's moves, with the trick closed and reopened around the recursion when the
  // card completes it. Kept whole (not split into helpers) because it is the hot path of the search.
  private ply(need: number, depth: number, hint: number): boolean {
    const e = this.e;
    const p = e.toPlay();
    const bind = this.obl && this.obl.pending ? this.obl.binding(e, p) : 0;
    const base = depth * MAXM;
    const cnt = bind ? this.obl!.moves(e, p, base, bind) : generateMoves(e, p, depth, hint);
    const max = e.isMax[p] === 1;
    for (let i = 0; i < cnt; i++) {
      const code = e.moves[base + i];
      const rel = e.trickLen === 0 ? (code & 0xf0) | popcount(e.live[code >> 4] >>> ((code & 15) + 1)) : -1;
      if (bind) this.obl!.pending &= ~bind;
      e.put(code);
      let ok: boolean;
      if (e.trickLen === e.n) {
        const gained = e.close();
        ok = this.run(need - gained, depth + 1);
        e.reopen();
      } else ok = this.run(need, depth + 1);
      e.take();
      if (bind) this.obl!.pending |= bind;
      if (ok === max) {
        this.best = rel;
        return ok;
      }
    }
    this.best = -1;
    return !max;
  }
}
