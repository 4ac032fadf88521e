import { highBit, popcount } from './bits';
import { Engine } from './engine';
import { PartitionTable, bestOf, lowerOf, upperOf } from './partition-table';
import { TableMemory, threadTableMemory } from './table-memory';
import { TrieTable, sig } from './trie-tt';

/**
 * The partition table as a trie by suit (`TrieTable`): the owner codes of the top cards of each suit
 * of a position between tricks, the trie walk, and the turning of deciding ranks into an entry.
 */
export class TrieProbe implements PartitionTable {
  /** For each suit s and each w, at `s * 14 + w`: owners of the top w live cards (base-n digits). */
  readonly pre = new Float64Array(4 * 14);
  /** For each suit s and each w ≥ 1, at `s * 14 + w`: the rank of the w-th highest live card. */
  private readonly preRank = new Int8Array(4 * 14);
  /** Per suit: how far `pre` is filled, and the live cards not yet in it. */
  private readonly preW = new Int8Array(4);
  private readonly preRest = new Int32Array(4);
  /** The entry being recorded: top-card counts per suit. */
  readonly w = new Int8Array(4);
  /** The entry being recorded: owner codes per suit. */
  readonly c = new Float64Array(4);
  /** The w per suit of the last leaf found. */
  readonly wPath = new Int8Array(4);
  /** A lead suggested by an undecided matching entry, or -1. */
  hint = -1;

  /** The table. */
  readonly tt: TrieTable;

  /** A table for the search on engine `e`, of up to 2^`maxBits` keys, its arrays from `memory`. */
  constructor(
    private readonly e: Engine,
    maxBits: number,
    memory: TableMemory = threadTableMemory,
  ) {
    this.tt = new TrieTable(maxBits, memory);
  }

  /** See `PartitionTable.release`. */
  release(): void {
    this.tt.release();
  }

  /** Times the table made room (forgot the entries nearer the end). */
  get resets(): number {
    return this.tt.resets;
  }

  /** See `PartitionTable.lookup`. */
  lookup(k0: number, k1: number, k2: number, k3: number, need: number, rel: Int32Array, o: number): number {
    const tt = this.tt;
    const key = tt.root(k0, k1, k2, k3);
    this.hint = -1;
    if (key < 0) return -1;
    this.prefixes();
    const x = this.probe(tt.rootNode(key), tt.rootWord(key), 0, need);
    if (x >= 0) {
      this.hitRanks(rel, o);
      return lowerOf(tt.word(x)) >= need ? 1 : 0;
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
    this.tt.store(k0, k1, k2, k3, this.w, this.c, lower, upper, best);
  }

  /** Starts the owner codes of a new position (`pre` is filled lazily, suit by suit, as far as the probe needs). */
  prefixes(): void {
    for (let s = 0; s < 4; s++) {
      this.preW[s] = 0;
      this.preRest[s] = this.e.live[s];
      this.pre[s * 14] = 0;
    }
  }

  /** `pre[s * 14 + w]`, computing the owner codes of suit `s` down to the top `w` cards when not yet done. */
  prefix(s: number, w: number): number {
    const e = this.e;
    let k = this.pre[s * 14 + this.preW[s]];
    let m = this.preRest[s];
    while (this.preW[s] < w) {
      if (!m) return -1;
      const r = highBit(m);
      m ^= 1 << r;
      k = k * e.n + e.owner[s * 16 + r];
      this.pre[s * 14 + ++this.preW[s]] = k;
      this.preRank[s * 14 + this.preW[s]] = r;
    }
    this.preRest[s] = m;
    return this.pre[s * 14 + w];
  }

  /** Depth-first through the trie from node `n` (word `x`) at suit `s`: the edge (offset) of a leaf matching the position that decides `need` (-1: none); notes a hint on the way. */
  probe(n: number, x: number, s: number, need: number): number {
    const tt = this.tt;
    let m = x & 0x3fff;
    while (m) {
      const w = 31 - Math.clz32(m & -m);
      m &= m - 1;
      const code = w <= this.preW[s] ? this.pre[s * 14 + w] : this.prefix(s, w);
      if (!((x >>> (16 + sig(code, w))) & 1)) continue;
      const o = tt.child(n, code, w);
      if (o < 0) continue;
      this.wPath[s] = w;
      const cx = tt.word(o);
      if (s === 3) {
        if (lowerOf(cx) >= need || upperOf(cx) < need) return o;
        if (this.hint < 0) this.hint = bestOf(cx);
        continue;
      }
      const leaf = this.probe(tt.node(o), cx, s + 1, need);
      if (leaf >= 0) return leaf;
    }
    return -1;
  }

  /** The ranks a hit depends on (the top `wPath[s]` live cards of each suit), into `rel[o..o+3]`. */
  hitRanks(rel: Int32Array, o: number): void {
    for (let s = 0; s < 4; s++) {
      const w = this.wPath[s];
      rel[o + s] = w === 0 ? 0 : this.e.live[s] & ~((1 << this.preRank[s * 14 + w]) - 1);
    }
  }

  /** Turns the deciding ranks `rel[o..o+3]` (every live card when `all`) into the entry's `w` and `c`. */
  record(rel: Int32Array, o: number, all: boolean): void {
    const e = this.e;
    this.prefixes();
    for (let s = 0; s < 4; s++) {
      const live = e.live[s];
      const rs = all ? live : rel[o + s] & live;
      this.w[s] = rs ? popcount(live >>> (31 - Math.clz32(rs & -rs))) : 0;
      this.c[s] = this.prefix(s, this.w[s]);
    }
  }
}
