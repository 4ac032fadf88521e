/** Slots probed after the hashed one before a key is given up (or overwritten). */
const PROBES = 4;
/** Ints per key slot: the four key words and the trie root. */
const KEY = 5;
/** Ints per edge slot: parent, owner code (low word), owner code (high word) × 16 + w, child. */
const EDGE = 4;
/** The table starts at this size (2^bits key slots) and doubles up to its maximum. */
const START_BITS = 10;

/** A 32-bit integer mixer (the murmur3 finaliser). */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * Partition-search transposition table: keyed by the suit lengths of every hand and the seat on
 * lead (plus pending calls); under a key, each entry fixes only the ranks that decided it (the owners
 * of the top w live cards of each suit), so one entry answers for every position that agrees on
 * those ranks (Ginsberg's partition search, as in DDS). Entries are the leaves of a trie by suit:
 * level s branches on (w, owner code of the top w cards of suit s). All in typed arrays, each slot's
 * words side by side (one cache line a look-up); the arrays start small and double up to the size
 * given by `maxBits`, then the table starts afresh.
 */
export class TranspositionTable {
  private keyBits = 0;
  private keys = new Int32Array(0);
  private keyCount = 0;
  /** Per trie node: bit w set when some child branches on w. */
  wmask = new Int32Array(0);
  /** Per leaf: lower bound, upper bound, deciding lead. */
  lower = new Int8Array(0);
  upper = new Int8Array(0);
  best = new Int16Array(0);
  private edgeBits = 0;
  private edgeSlots = new Int32Array(0);
  private nodes = 1;
  private edges = 0;
  /** Times the table started afresh. */
  resets = 0;

  constructor(private readonly maxBits: number) {
    this.sizeKeys(Math.min(START_BITS, maxBits));
    this.sizeNodes(Math.min(START_BITS, maxBits) + 3);
  }

  /** The trie root under a key (0: none); `create` makes one when there is none. */
  root(k0: number, k1: number, k2: number, k3: number, create: boolean): number {
    const mask = (1 << this.keyBits) - 1;
    const K = this.keys;
    let i = this.slotFor(k0, k1, k2, k3);
    for (let j = 0; j < PROBES; j++, i = (i + 1) & mask) {
      const o = i * KEY;
      if (K[o + 4] === 0) return create ? this.open(k0, k1, k2, k3) : 0;
      if (K[o] === (k0 | 0) && K[o + 1] === (k1 | 0) && K[o + 2] === (k2 | 0) && K[o + 3] === (k3 | 0)) return K[o + 4];
    }
    return create ? this.open(k0, k1, k2, k3) : 0;
  }

  private open(k0: number, k1: number, k2: number, k3: number): number {
    const n = this.newNode();
    if (this.keyCount * 2 >= 1 << this.keyBits && this.keyBits < this.maxBits) this.sizeKeys(this.keyBits + 1);
    return this.place(k0, k1, k2, k3, n);
  }

  private slotFor(k0: number, k1: number, k2: number, k3: number): number {
    return mix(Math.imul(k0 | 0, 0x9e3779b1) ^ Math.imul(k1 | 0, 0x85ebca6b) ^ Math.imul(k2 | 0, 0xc2b2ae35) ^ (k3 | 0)) & ((1 << this.keyBits) - 1);
  }

  /** Puts root `n` under its key: the first free slot of the key's run, else the first slot of it. */
  private place(k0: number, k1: number, k2: number, k3: number, n: number): number {
    const mask = (1 << this.keyBits) - 1;
    let i = this.slotFor(k0, k1, k2, k3);
    let j = 0;
    while (j < PROBES && this.keys[i * KEY + 4] !== 0) (i = (i + 1) & mask), j++;
    if (j === PROBES) i = (i - PROBES) & mask;
    const o = i * KEY;
    if (this.keys[o + 4] === 0) this.keyCount++;
    [this.keys[o], this.keys[o + 1], this.keys[o + 2], this.keys[o + 3], this.keys[o + 4]] = [k0 | 0, k1 | 0, k2 | 0, k3 | 0, n];
    return n;
  }

  private newNode(): number {
    if (this.nodes >= this.wmask.length || this.edges * 2 >= this.edgeSlots.length / EDGE) {
      if (this.edgeBits - 1 < this.maxBits + 3) this.sizeNodes(this.edgeBits);
      else this.reset();
    }
    const n = this.nodes++;
    [this.wmask[n], this.lower[n], this.upper[n], this.best[n]] = [0, 0, 127, -1];
    return n;
  }

  /** The child of node `n` along (owner code `code` of the top `w` cards), or 0. */
  child(n: number, code: number, w: number): number {
    const lo = code | 0;
    const hi = ((code / 4294967296) | 0) * 16 + w;
    const mask = (1 << this.edgeBits) - 1;
    const E = this.edgeSlots;
    let i = mix(Math.imul(n, 0x9e3779b1) ^ Math.imul(lo, 0x85ebca6b) ^ Math.imul(hi, 0xc2b2ae35)) & mask;
    for (;;) {
      const o = i * EDGE;
      const c = E[o + 3];
      if (c === 0 || (E[o] === n && E[o + 1] === lo && E[o + 2] === hi)) return c;
      i = (i + 1) & mask;
    }
  }

  private addChild(n: number, code: number, w: number): number {
    const c = this.newNode();
    if (c === 1) return 0; // the table was reset: the path is gone
    this.link(n, code | 0, ((code / 4294967296) | 0) * 16 + w, c);
    this.wmask[n] |= 1 << w;
    this.edges++;
    return c;
  }

  private link(n: number, lo: number, hi: number, c: number): void {
    const mask = (1 << this.edgeBits) - 1;
    const E = this.edgeSlots;
    let i = mix(Math.imul(n, 0x9e3779b1) ^ Math.imul(lo, 0x85ebca6b) ^ Math.imul(hi, 0xc2b2ae35)) & mask;
    while (E[i * EDGE + 3] !== 0) i = (i + 1) & mask;
    const o = i * EDGE;
    [E[o], E[o + 1], E[o + 2], E[o + 3]] = [n, lo, hi, c];
  }

  /** Records bounds for the ranks `w` with owner codes `c` under root `root`, merged with what the leaf knew. */
  store(root: number, w: Int8Array, c: Float64Array, lower: number, upper: number, best: number): void {
    let n = root;
    for (let s = 0; s < 4; s++) {
      n = this.child(n, c[s], w[s]) || this.addChild(n, c[s], w[s]);
      if (n === 0) return;
    }
    if (this.lower[n] < lower) this.lower[n] = lower;
    if (this.upper[n] > upper) this.upper[n] = upper;
    if (best >= 0) this.best[n] = best;
  }

  /** Key slots for 2^bits keys (the keys already held are placed again). */
  private sizeKeys(bits: number): void {
    const old = this.keys;
    this.keyBits = bits;
    this.keys = new Int32Array((1 << bits) * KEY);
    this.keyCount = 0;
    for (let o = 0; o < old.length; o += KEY) if (old[o + 4] !== 0) this.place(old[o], old[o + 1], old[o + 2], old[o + 3], old[o + 4]);
  }

  /** Room for 2^bits trie nodes and twice as many edge slots (the edges already held are placed again). */
  private sizeNodes(bits: number): void {
    const cap = 1 << bits;
    const grow = <T extends Int32Array | Int8Array | Int16Array>(a: T, b: T): T => (b.set(a), b);
    this.wmask = grow(this.wmask, new Int32Array(cap));
    this.lower = grow(this.lower, new Int8Array(cap));
    this.upper = grow(this.upper, new Int8Array(cap));
    this.best = grow(this.best, new Int16Array(cap));
    const old = this.edgeSlots;
    this.edgeBits = bits + 1;
    this.edgeSlots = new Int32Array((1 << this.edgeBits) * EDGE);
    for (let o = 0; o < old.length; o += EDGE) if (old[o + 3] !== 0) this.link(old[o], old[o + 1], old[o + 2], old[o + 3]);
  }

  /** Forgets everything (the arrays are full). */
  private reset(): void {
    this.resets++;
    this.keys.fill(0);
    this.keyCount = 0;
    this.edgeSlots.fill(0);
    this.nodes = 1;
    this.edges = 0;
  }
}
