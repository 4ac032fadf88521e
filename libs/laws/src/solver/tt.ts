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

/** Which of 16 signature bits a child (owner code `code` of the top `w` cards) sets in its parent's word. */
export function sig(code: number, w: number): number {
  return Math.imul((code | 0) ^ Math.imul(w, 0x27d4eb2f), 0x9e3779b1) >>> 28;
}

/** A leaf's lower bound. */
export function lowerOf(info: number): number {
  return info & 0xff;
}

/** A leaf's upper bound. */
export function upperOf(info: number): number {
  return (info >>> 8) & 0xff;
}

/** A leaf's deciding lead, or -1. */
export function bestOf(info: number): number {
  return info >> 16;
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
  /**
   * Per trie node, one word. Inner nodes: bit w (0..13) set when some child branches on w, and bit
   * 16 + `sig(code, w)` for each child (a look-up whose bit is clear cannot succeed). Leaves: lower
   * bound (bits 0-7), upper bound (bits 8-15), deciding lead (bits 16-31, signed; -1 for none).
   */
  info = new Int32Array(0);
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
    if (this.nodes >= this.info.length || this.edges * 2 >= this.edgeSlots.length / EDGE) {
      if (this.edgeBits - 1 < this.maxBits + 3) this.sizeNodes(this.edgeBits);
      else this.reset();
    }
    const n = this.nodes++;
    this.info[n] = 0;
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

  private addChild(n: number, code: number, w: number, leaf: boolean): number {
    const c = this.newNode();
    if (c === 1) return 0; // the table was reset: the path is gone
    if (leaf) this.info[c] = (127 << 8) | (-1 << 16);
    this.link(n, code | 0, ((code / 4294967296) | 0) * 16 + w, c);
    this.info[n] |= (1 << w) | (1 << (16 + sig(code, w)));
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
      n = this.child(n, c[s], w[s]) || this.addChild(n, c[s], w[s], s === 3);
      if (n === 0) return;
    }
    const x = this.info[n];
    const lo = Math.max(lowerOf(x), lower);
    const up = Math.min(upperOf(x), upper);
    this.info[n] = lo | (up << 8) | ((best >= 0 ? best : bestOf(x)) << 16);
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
    const info = new Int32Array(cap);
    info.set(this.info);
    this.info = info;
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
