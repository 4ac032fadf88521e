import { KeyTable, mix } from './key-table';
import { TableMemory, threadTableMemory } from './table-memory';
import { bestOf, lowerOf, upperOf } from './partition-table';

/** Ints per key slot: the four key words, the trie root, the root's word, the last deciding lead stored under the key. */
const KEY = 7;
/** Ints per edge slot: parent, owner code (low word), child + (owner code's high word × 16 + w) × 2^25, the child's word. */
const EDGE = 4;
/** Bits of an edge's third int that hold the child. */
const CHILD = 0x1ffffff;
/** The table starts at this size (2^bits key slots) and doubles up to its maximum. */
const START_BITS = 10;

/** Cards left in the hands under a key (the sum of the suit lengths in its first three words). */
function cardsLeft(K: Int32Array, o: number): number {
  let n = 0;
  for (let i = 0; i < 3; i++) for (let w = K[o + i]; w; w >>>= 4) n += w & 15;
  return n;
}

/** Which of 16 signature bits a child (owner code `code` of the top `w` cards) sets in its parent's word. */
export function sig(code: number, w: number): number {
  return Math.imul((code | 0) ^ Math.imul(w, 0x27d4eb2f), 0x9e3779b1) >>> 28;
}

/** The high word of an owner code (0 below 2^32: four seats always, so no division on the hot path). */
function highWord(code: number): number {
  return code < 4294967296 ? 0 : (code / 4294967296) | 0;
}

/**
 * Partition-search transposition table as a trie (for misère and Hearts, whose keys can hold
 * thousands of entries, where a bucket's scan would be long): keyed by the suit lengths of every hand and the seat on
 * lead (plus pending calls); under a key, each entry fixes only the ranks that decided it (the owners
 * of the top w live cards of each suit), so one entry answers for every position that agrees on
 * those ranks (Ginsberg's partition search, as in DDS). Entries are the leaves of a trie by suit:
 * level s branches on (w, owner code of the top w cards of suit s). All in typed arrays; a node's
 * word sits in the slot of the edge that leads to it (a root's in its key slot), so one look-up is
 * one cache line. The arrays start small and double up to the size given by `maxBits`, then the
 * table makes room (`reclaim`). Look-ups answer slot offsets, good until the next `store`.
 */
export class TrieTable {
  private keys: KeyTable;
  private nodeBits = 0;
  private edgeSlots = new Int32Array(0);
  private nodes = 1;
  /** Times the table made room (forgot the entries nearer the end). */
  resets = 0;

  /** `memory`: where the table's arrays come from and go back to (see `TableMemory`). */
  constructor(
    private readonly maxBits: number,
    private readonly memory: TableMemory = threadTableMemory,
  ) {
    this.keys = new KeyTable(KEY, 4, Math.min(START_BITS, maxBits), memory);
    this.sizeEdges(Math.min(START_BITS, maxBits) + 3);
  }

  /** Gives the table's arrays back to its memory; the table is not used afterwards. */
  release(): void {
    this.keys.release();
    this.memory.give(this.edgeSlots);
    this.edgeSlots = new Int32Array(0);
  }

  /** The key slot of a key (an offset), or -1. */
  root(k0: number, k1: number, k2: number, k3: number): number {
    return this.keys.find(k0, k1, k2, k3);
  }

  /** The trie root of key slot `o`. */
  rootNode(o: number): number {
    return this.keys.slots[o + 4];
  }

  /** The deciding lead last stored under key slot `o` (any entry), or -1. */
  lastBest(o: number): number {
    return this.keys.slots[o + 6];
  }

  /** The word of the trie root of key slot `o`. */
  rootWord(o: number): number {
    return this.keys.slots[o + 5];
  }

  /**
   * The node's word, one int. Inner nodes: bit w (0..13) set when some child branches on w, and bit
   * 16 + `sig(code, w)` for each child (a look-up whose bit is clear cannot succeed). Leaves: lower
   * bound (bits 0-7), upper bound (bits 8-15), deciding lead (bits 16-31, signed; -1 for none).
   * `o`: the offset of the edge leading to the node.
   */
  word(o: number): number {
    return this.edgeSlots[o + 3];
  }

  /** The node an edge (offset `o`) leads to. */
  node(o: number): number {
    return this.edgeSlots[o + 2] & CHILD;
  }

  /** The edge (an offset) from node `n` along (owner code `code` of the top `w` cards), or -1. */
  child(n: number, code: number, w: number): number {
    const lo = code | 0;
    const hi = highWord(code) * 16 + w;
    const mask = (1 << (this.nodeBits + 1)) - 1;
    const E = this.edgeSlots;
    let i = mix(Math.imul(n, 0x9e3779b1) ^ Math.imul(lo, 0x85ebca6b) ^ Math.imul(hi, 0xc2b2ae35)) & mask;
    for (;;) {
      const o = i * EDGE;
      const c = E[o + 2];
      if (c === 0) return -1;
      if (E[o] === n && E[o + 1] === lo && c >>> 25 === hi) return o;
      i = (i + 1) & mask;
    }
  }

  /** Records bounds for the ranks `w` with owner codes `c` under the key, merged with what the leaf knew. */
  store(
    k0: number,
    k1: number,
    k2: number,
    k3: number,
    w: Int8Array,
    c: Float64Array,
    lower: number,
    upper: number,
    best: number,
  ): void {
    this.reserve();
    let ko = this.root(k0, k1, k2, k3);
    if (ko < 0) {
      ko = this.keys.place(k0, k1, k2, k3);
      this.keys.slots[ko + 4] = this.nodes++;
      this.keys.slots[ko + 6] = -1;
    }
    if (best >= 0) this.keys.slots[ko + 6] = best;
    let n = this.keys.slots[ko + 4];
    let o = -1;
    for (let s = 0; s < 4; s++) {
      const lo = c[s] | 0;
      const hi = highWord(c[s]) * 16 + w[s];
      let next = this.child(n, c[s], w[s]);
      if (next < 0) {
        const bits = (1 << w[s]) | (1 << (16 + sig(c[s], w[s])));
        if (o < 0) this.keys.slots[ko + 5] |= bits;
        else this.edgeSlots[o + 3] |= bits;
        next = this.link(n, lo, hi, this.nodes++, s === 3 ? (127 << 8) | (-1 << 16) : 0);
      }
      n = this.edgeSlots[next + 2] & CHILD;
      o = next;
    }
    const x = this.edgeSlots[o + 3];
    const lb = Math.max(lowerOf(x), lower);
    const ub = Math.min(upperOf(x), upper);
    this.edgeSlots[o + 3] = lb | (ub << 8) | ((best >= 0 ? best : bestOf(x)) << 16);
  }

  /**
   * Room for one more root and four more nodes: the arrays grow, or the table makes room. The edge
   * table is let fill to three quarters (four slots share a cache line, so the longer runs of linear
   * probing cost little, and a table half the size misses the cache a quarter less often).
   */
  private reserve(): void {
    this.keys.reserve(this.maxBits);
    if (this.nodes + 5 < 3 << (this.nodeBits - 1)) return;
    if (this.nodeBits < this.maxBits + 3) this.sizeEdges(this.nodeBits + 1);
    else this.reclaim();
  }

  /** Adds the edge from `n` (code words `lo`, `hi`) to node `c` with word `x`; returns its offset. */
  private link(n: number, lo: number, hi: number, c: number, x: number): number {
    const mask = (1 << (this.nodeBits + 1)) - 1;
    const E = this.edgeSlots;
    let i = mix(Math.imul(n, 0x9e3779b1) ^ Math.imul(lo, 0x85ebca6b) ^ Math.imul(hi, 0xc2b2ae35)) & mask;
    while (E[i * EDGE + 2] !== 0) i = (i + 1) & mask;
    const o = i * EDGE;
    E[o] = n;
    E[o + 1] = lo;
    E[o + 2] = c | (hi << 25);
    E[o + 3] = x;
    return o;
  }

  /** Room for 2^bits trie nodes: twice as many edge slots (the edges already held are placed again). */
  private sizeEdges(bits: number): void {
    const old = this.edgeSlots;
    this.nodeBits = bits;
    this.edgeSlots = this.memory.take((1 << (bits + 1)) * EDGE, true);
    for (let o = 0; o < old.length; o += EDGE)
      if (old[o + 2] !== 0) this.link(old[o], old[o + 1], old[o + 2] >>> 25, old[o + 2] & CHILD, old[o + 3]);
    this.memory.give(old);
  }

  /**
   * Makes room in a full table, keeping what cost most to learn (as the trick games' buckets do): the
   * tries of the keys with the most cards left, as many nodes as fill two thirds of it (keeping half
   * cost a Hearts claim of `bench:claims` 17 % more positions), renumbered in their order (a child's
   * number stays above its parent's) and placed again; the keys of positions nearer the end, and the
   * nodes of keys already overwritten, are forgotten.
   */
  private reclaim(): void {
    this.resets++;
    const E = this.edgeSlots;
    const K = this.keys.slots;
    const count = this.nodes;
    // each node's cards left (0: its key was overwritten), from its root down: parents come first
    const cards = new Int8Array(count);
    for (let o = 0; o < K.length; o += KEY) if (K[o + 4] !== 0) cards[K[o + 4]] = cardsLeft(K, o);
    const parentOf = new Int32Array(count).fill(-1);
    for (let o = 0; o < E.length; o += EDGE) if (E[o + 2] !== 0) parentOf[E[o + 2] & CHILD] = E[o];
    const byCards = new Int32Array(64);
    for (let id = 1; id < count; id++) {
      if (parentOf[id] >= 0) cards[id] = cards[parentOf[id]];
      byCards[cards[id]]++;
    }
    const room = 1 << this.nodeBits;
    let kept = count - 1 - byCards[0];
    let cut = 1;
    for (; cut < 64 && kept > room; cut++) kept -= byCards[cut];
    const renumbered = new Int32Array(count);
    let next = 1;
    for (let id = 1; id < count; id++) if (cards[id] >= cut) renumbered[id] = next++;
    this.edgeSlots = this.memory.take(E.length, true);
    for (let o = 0; o < E.length; o += EDGE) {
      const child = E[o + 2] & CHILD;
      if (E[o + 2] !== 0 && cards[child] >= cut)
        this.link(renumbered[E[o]], E[o + 1], E[o + 2] >>> 25, renumbered[child], E[o + 3]);
    }
    const old = this.keys;
    this.keys = new KeyTable(KEY, 4, old.bits, this.memory);
    for (let o = 0; o < K.length; o += KEY) {
      if (K[o + 4] === 0 || cards[K[o + 4]] < cut) continue;
      const n = this.keys.place(K[o], K[o + 1], K[o + 2], K[o + 3]);
      this.keys.slots[n + 4] = renumbered[K[o + 4]];
      this.keys.slots[n + 5] = K[o + 5];
      this.keys.slots[n + 6] = K[o + 6];
    }
    this.memory.give(E);
    old.release();
    this.nodes = next;
  }
}
