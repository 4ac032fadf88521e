import { HEARTS, popcount } from './bits';
import { SearchBudgetExceeded } from './budget';
import { boundsBetween, lastTrick } from './bounds';
import { Engine, MAXM } from './engine';
import { nextBest, scoreMoves } from './moves';
import { Guards } from './guards';
import { escapes, losesOne, losesTrick } from './never-wins';
import { Obliged } from './obliged';
import { sureTrickBound } from './sure-trick';
import { PartitionTable, tableBits } from './partition-table';
import { TableProbe } from './table-probe';
import { TableMemory, threadTableMemory } from './table-memory';
import { TrieProbe } from './trie-probe';

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
  /**
   * Plain trick-taking at four seats: the sure trick of the side to play applies (tried at the second
   * seat's turn and the last seat's; at the third seat's it saved 0.7 % of nodes for its own cost).
   */
  private readonly sure: boolean;
  /** The one seat whose points count when the others maximise them (misère, Hearts), else -1: `escapes` applies to it. */
  private readonly victim: number;
  private readonly tmp = new Int32Array(32);
  /** The guards' bound on the tricks the victim can be forced to take (misère). */
  private readonly guards = new Guards();
  /** The transposition table: buckets for plain trick games, a trie for misère and Hearts. */
  readonly table: PartitionTable;
  /**
   * Per ply and suit, the rank below which the mover's cards of that suit need no search (DDS's
   * "lowest win"): a card refuted by a line whose deciding ranks in its suit all lie above it was never
   * compared with anything, so every other card of the mover below the lowest of those ranks is
   * refuted by the same line with the two cards' names swapped. -1 while calls are pending.
   */
  private readonly skip: Int32Array;

  /**
   * `maxBits`: the largest table (2^maxBits keys); by default sized for the tricks left. `memory`: where
   * the table's arrays come from and go back to (`release`).
   */
  constructor(
    readonly e: Engine,
    readonly obl: Obliged | null = null,
    maxBits = tableBits(e.totalTricks),
    memory: TableMemory = threadTableMemory,
  ) {
    this.plain = !e.hearts && e.isMax.every((m, i) => m === e.isCount[i]);
    this.sure = this.plain && e.n === 4;
    const counted = [...e.isCount.keys()].filter((p) => e.isCount[p] === 1);
    this.victim = counted.length === 1 && e.isMax[counted[0]] === 0 ? counted[0] : -1;
    this.rel = new Int32Array((e.totalTricks * e.n + 4) * 4);
    this.table = this.plain ? new TableProbe(e, maxBits, memory) : new TrieProbe(e, maxBits, memory);
    this.skip = new Int32Array((e.totalTricks * e.n + 4) * 4);
  }

  /** True when the maximising seats can reach `need` more points; `depth` is the ply from the root. */
  run(need: number, depth: number): boolean {
    const e = this.e;
    if (++e.nodes > e.maxNodes) throw new SearchBudgetExceeded(e.maxNodes, e.totalTricks);
    return e.trickLen === 0 ? this.between(need, depth) : this.inTrick(need, depth);
  }

  /** `run` with the trick in progress (the node counted). */
  private inTrick(need: number, depth: number): boolean {
    const e = this.e;
    const len = e.trickLen;
    const free = this.obl === null || this.obl.pending === 0;
    if (this.victim >= 0 && free && need > this.afterTrick()) {
      if (losesTrick(e, this.victim, this.rel, depth * 4)) return false;
    }
    if (this.sure && (len === 1 || len === 3) && free) {
      const b = sureTrickBound(e, need, this.rel, depth * 4);
      if (b !== 0) return b > 0;
    }
    return this.ply(need, depth, -1);
  }

  private between(need: number, d: number): boolean {
    const e = this.e;
    const o = d * 4;
    if (need <= 0 || need > e.pointsLeft) return this.clear(o, need <= 0);
    if (e.tricksLeft === 1) return lastTrick(e, this.rel, o) >= need;
    if (this.victim >= 0 && (this.obl === null || this.obl.pending === 0)) {
      if (escapes(e, this.victim, this.rel, o)) return false;
      if (!e.hearts && need >= e.tricksLeft && losesOne(e, this.victim, this.rel, o)) return false;
    }
    // The bounds before the table at every depth (since 1.6.2; before, from 5 tricks left the table came
    // first): measured 1.2-1.7 % fewer nodes over 13-trick deals, likely because a position decided by
    // the bounds relies on fewer ranks than a table hit (the top cards of each suit), so the entries
    // stored above it are more general (ADR 0026, "Revision (stop 21, second part)").
    if (this.plain && (this.obl === null || this.obl.pending === 0)) {
      const bound = boundsBetween(e, need, this.rel, o, this.tmp);
      if (bound !== 0) return bound > 0;
    }
    const t = this.table;
    const k0 = e.lengthKeys[0];
    const k1 = e.lengthKeys[1];
    const k2 = e.lengthKeys[2];
    const k3 = e.leader + 8 * (this.obl !== null ? this.obl.key(e) : 0);
    const hit = t.lookup(k0, k1, k2, k3, need, this.rel, o);
    if (hit >= 0) return hit === 1;
    const hint = t.hint;
    // misère: the guards' bound (dearer than those above, so asked only when the table has no answer; its answer is kept)
    if (this.victim >= 0 && !e.hearts && need >= 2 && (this.obl === null || this.obl.pending === 0)) {
      if (this.guards.proves(e, this.victim, need, this.rel, o)) {
        t.store(k0, k1, k2, k3, this.rel, o, false, 0, need - 1, -1);
        return false;
      }
    }
    const ok = this.ply(need, d, hint);
    t.store(
      k0,
      k1,
      k2,
      k3,
      this.rel,
      o,
      this.obl !== null && this.obl.pending !== 0,
      ok ? need : 0,
      ok ? e.pointsLeft : need - 1,
      this.best,
    );
    return ok;
  }

  /** Mid-trick: the most points the victim can still take once it has lost the trick in progress. */
  private afterTrick(): number {
    const e = this.e;
    if (!e.hearts) return e.tricksLeft - 1;
    const tb = e.trickBase();
    let pts = e.pointsLeft;
    for (let k = 0; k < e.trickLen; k++) if (e.tCard[tb + k] >> 4 === HEARTS) pts--;
    return pts;
  }

  private clear(o: number, result: boolean): boolean {
    this.rel[o] = this.rel[o + 1] = this.rel[o + 2] = this.rel[o + 3] = 0;
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
    const pending = this.obl !== null && this.obl.pending !== 0;
    const bind = pending ? this.obl.binding(e, p) : 0;
    const base = d * MAXM;
    const cnt = bind ? this.obl!.moves(e, p, base, bind) : scoreMoves(e, p, d, hint, need);
    // scored moves are taken best first (`nextBest`), the obliged ones as given
    const scored = !bind && cnt > 1;
    const max = e.maxOf(p) === 1;
    // this seat's card completes the trick
    const full = e.trickLen === e.n - 1;
    const skip = this.skip;
    const sk = d * 4;
    skip[sk] = skip[sk + 1] = skip[sk + 2] = skip[sk + 3] = pending ? -1 : 0;
    let a0 = 0,
      a1 = 0,
      a2 = 0,
      a3 = 0;
    for (let i = 0; i < cnt; i++) {
      if (scored) nextBest(e, base, i, cnt);
      const code = e.moves[base + i];
      if ((code & 15) < skip[sk + (code >> 4)]) continue;
      if (bind) this.obl!.pending &= ~bind;
      e.put(code);
      // `run` on the child, by hand: the node counted, then its kind
      if (++e.nodes > e.maxNodes) throw new SearchBudgetExceeded(e.maxNodes, e.totalTricks);
      let ok: boolean;
      if (full) {
        const gained = e.close();
        const win = e.contested;
        ok = this.between(need - gained, d + 1);
        e.reopen();
        if (win >= 0) R[c + (win >> 4)] |= 1 << (win & 15);
      } else ok = this.inTrick(need, d + 1);
      e.take();
      if (bind) this.obl!.pending |= bind;
      if (ok === max) {
        R[o] = R[c];
        R[o + 1] = R[c + 1];
        R[o + 2] = R[c + 2];
        R[o + 3] = R[c + 3];
        this.best = e.trickLen === 0 ? (code & 0xf0) | popcount(e.live[code >> 4] >>> ((code & 15) + 1)) : -1;
        return ok;
      }
      const low = e.lows[base + i];
      if (low !== (code & 15) && R[c + (code >> 4)] & ((2 << (code & 15)) - (1 << low))) R[c + (code >> 4)] |= 1 << low;
      const rs = R[c + (code >> 4)];
      const lowest = rs === 0 ? 16 : 31 - Math.clz32(rs & -rs);
      if ((code & 15) < lowest && skip[sk + (code >> 4)] >= 0 && lowest > skip[sk + (code >> 4)])
        skip[sk + (code >> 4)] = lowest;
      a0 |= R[c];
      a1 |= R[c + 1];
      a2 |= R[c + 2];
      a3 |= R[c + 3];
    }
    R[o] = a0;
    R[o + 1] = a1;
    R[o + 2] = a2;
    R[o + 3] = a3;
    this.best = -1;
    return !max;
  }
}
