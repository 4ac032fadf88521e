import { popcount } from './bits';
import { Engine } from './engine';
import { PartitionTable, lowerOf } from './partition-table';
import { TableMemory, threadTableMemory } from './table-memory';
import { TranspositionTable } from './tt';

/**
 * The partition table as buckets of masked owner patterns (`TranspositionTable`): the owner patterns
 * of a position between tricks, and the turning of deciding ranks into an entry (top-card counts).
 */
export class TableProbe implements PartitionTable {
  /** Per suit, the owners of the live cards from the highest down, `bits` bits each from the top bit. */
  readonly pattern = new Int32Array(4);
  /** The entry being recorded: top-card counts, four bits a suit (spades lowest). */
  ws = 0;
  /** False when the entry being recorded needs more top cards of a suit than a pattern word holds. */
  fits = true;
  /** A lead suggested by an undecided matching entry, or -1. */
  hint = -1;
  /** The table. */
  readonly tt: TranspositionTable;
  private readonly bits: number;
  private readonly maxW: number;
  /**
   * Per suit, what `pattern` was last worked out for: the live cards (-1: nothing yet), those not yet in
   * it, and the shift of the next owner. The same live cards give the same owners, so a position that
   * differs from the last in a few suits works out only those (or goes deeper than before).
   */
  private readonly patLive = new Int32Array(4).fill(-1);
  private readonly patRest = new Int32Array(4);
  private readonly patShift = new Int32Array(4);

  /** A table for the search on engine `e`, of up to 2^`maxBits` keys, its arrays from `memory`. */
  constructor(
    private readonly e: Engine,
    maxBits: number,
    memory: TableMemory = threadTableMemory,
  ) {
    this.tt = new TranspositionTable(maxBits, e.n <= 4 ? 2 : 3, memory);
    this.bits = this.tt.bits;
    this.maxW = this.tt.maxW;
  }

  /** See `PartitionTable.release`. */
  release(): void {
    this.tt.release();
  }

  /** Times the table forgot entries to make room. */
  get resets(): number {
    return this.tt.resets;
  }

  /** See `PartitionTable.lookup`. */
  lookup(k0: number, k1: number, k2: number, k3: number, need: number, rel: Int32Array, o: number): number {
    const tt = this.tt;
    const key = tt.root(k0, k1, k2, k3);
    this.hint = -1;
    if (key < 0) return -1;
    this.patterns(tt.depths(key));
    const x = this.match(key, need);
    if (x >= 0) {
      this.hitRanks(x, rel, o);
      return lowerOf(tt.info(x)) >= need ? 1 : 0;
    }
    if (tt.lastBest(key) >= 0) this.hint = tt.lastBest(key);
    return -1;
  }

  /** See `PartitionTable.store`. */
  store(
    k0: number,
    k1: number,
    k2: number,
    k3: number,
    rel: Int32Array,
    o: number,
    all: boolean,
    lower: number,
    upper: number,
    best: number,
  ): void {
    this.record(rel, o, all);
    if (this.fits) this.tt.store(k0, k1, k2, k3, this.ws, this.pattern, lower, upper, best);
  }

  /**
   * Works out the owner patterns of the position, in each suit down to at least the top `depths` cards
   * (four bits a suit, spades lowest; the owners of lower cards may be there too, from an earlier call:
   * the table masks a pattern to the top cards it compares).
   */
  patterns(depths: number): void {
    const e = this.e;
    const b = this.bits;
    for (let s = 0; s < 4; s++) {
      const live = e.live[s];
      let m: number;
      let k: number;
      let shift: number;
      if (this.patLive[s] === live) {
        m = this.patRest[s];
        k = this.pattern[s];
        shift = this.patShift[s];
      } else {
        m = live;
        k = 0;
        shift = 32 - b;
        this.patLive[s] = live;
      }
      const last = 32 - b * ((depths >>> (s * 4)) & 15);
      for (; m && shift >= last; shift -= b) {
        const r = 31 - Math.clz32(m);
        m ^= 1 << r;
        k |= e.owner[s * 16 + r] << shift;
      }
      this.pattern[s] = k;
      this.patRest[s] = m;
      this.patShift[s] = shift;
    }
  }

  /** The entry under key slot `ko` that matches the position and decides `need` (-1: none); notes a hint. */
  match(ko: number, need: number): number {
    const P = this.pattern;
    const tt = this.tt;
    const x = tt.match(ko, P[0], P[1], P[2], P[3], need);
    this.hint = tt.hint;
    return x;
  }

  /** The ranks a hit on entry `x` depends on (the top w live cards of each suit), into `rel[o..o+3]`. */
  hitRanks(x: number, rel: Int32Array, o: number): void {
    const ws = this.tt.counts(x);
    for (let s = 0; s < 4; s++) {
      const live = this.e.live[s];
      const w = (ws >>> (s * 4)) & 15;
      let drop = popcount(live) - w;
      let m = live;
      if (w < drop) {
        // fewer cards to take from the top than to drop from the bottom
        m = 0;
        for (let rest = live, k = 0; k < w; k++) {
          const top = 1 << (31 - Math.clz32(rest));
          m |= top;
          rest ^= top;
        }
      } else while (drop-- > 0) m &= m - 1;
      rel[o + s] = m;
    }
  }

  /** Turns the deciding ranks `rel[o..o+3]` (every live card when `all`) into the entry's counts and the position's patterns. */
  record(rel: Int32Array, o: number, all: boolean): void {
    const e = this.e;
    let ws = 0;
    this.fits = true;
    for (let s = 0; s < 4; s++) {
      const live = e.live[s];
      const rs = all ? live : rel[o + s] & live;
      const w = rs ? popcount(live >>> (31 - Math.clz32(rs & -rs))) : 0;
      if (w > this.maxW) this.fits = false;
      ws |= w << (s * 4);
    }
    this.ws = ws;
    if (this.fits) this.patterns(ws);
  }
}
