/** Slots probed after the hashed one before a key is given up (or overwritten). */
const PROBES = 4;

/**
 * Partition-search transposition table: keyed by the suit lengths of every hand and the seat on
 * lead (plus pending calls); under a key, each entry fixes only the ranks that decided it (the owners
 * of the top w live cards of each suit), so one entry answers for every position that agrees on
 * those ranks (Ginsberg's partition search, as in DDS). Entries are the leaves of a trie by suit:
 * level s branches on (w, owner code of the top w cards of suit s). All in typed arrays (no garbage).
 */
export class TranspositionTable {
  private readonly mask: number;
  private readonly keys: Float64Array;
  private readonly roots: Int32Array;
  /** Per trie node: bit w set when some child branches on w. */
  readonly wmask: Int32Array;
  /** Per leaf: lower bound, upper bound, deciding lead. */
  readonly lower: Int8Array;
  readonly upper: Int8Array;
  readonly best: Int16Array;
  private readonly edgeMask: number;
  private readonly edgeParent: Int32Array;
  private readonly edgeKey: Float64Array;
  private readonly edgeChild: Int32Array;
  private nodes = 1;
  private edges = 0;
  /** Times the table started afresh. */
  resets = 0;

  constructor(bits: number) {
    this.mask = (1 << bits) - 1;
    this.keys = new Float64Array((1 << bits) * 4);
    this.roots = new Int32Array(1 << bits);
    const cap = 1 << (bits + 3);
    [this.wmask, this.lower, this.upper, this.best] = [new Int32Array(cap), new Int8Array(cap), new Int8Array(cap), new Int16Array(cap)];
    this.edgeMask = cap * 2 - 1;
    [this.edgeParent, this.edgeKey, this.edgeChild] = [new Int32Array(cap * 2), new Float64Array(cap * 2), new Int32Array(cap * 2)];
  }

  private hash(k0: number, k1: number, k2: number, k3: number): number {
    let h = Math.imul(k0 | 0, 0x9e3779b1);
    h = Math.imul(h ^ (k1 | 0), 0x85ebca6b);
    h = Math.imul(h ^ (k2 | 0), 0xc2b2ae35);
    h = Math.imul(h ^ (k3 | 0) ^ ((k3 / 4294967296) | 0), 0x27d4eb2f);
    return (h ^ (h >>> 15)) & this.mask;
  }

  /** The trie root under a key (0: none); `create` makes one when there is none. */
  root(k0: number, k1: number, k2: number, k3: number, create: boolean): number {
    let i = this.hash(k0, k1, k2, k3);
    for (let j = 0; j < PROBES; j++, i = (i + 1) & this.mask) {
      const o = i * 4;
      if (this.roots[i] === 0) return create ? this.open(i, k0, k1, k2, k3) : 0;
      if (this.keys[o] === k0 && this.keys[o + 1] === k1 && this.keys[o + 2] === k2 && this.keys[o + 3] === k3) return this.roots[i];
    }
    return create ? this.open((i - PROBES) & this.mask, k0, k1, k2, k3) : 0;
  }

  private open(i: number, k0: number, k1: number, k2: number, k3: number): number {
    const o = i * 4;
    [this.keys[o], this.keys[o + 1], this.keys[o + 2], this.keys[o + 3]] = [k0, k1, k2, k3];
    return (this.roots[i] = this.newNode());
  }

  private newNode(): number {
    if (this.nodes >= this.wmask.length || this.edges * 2 >= this.edgeChild.length) this.reset();
    const n = this.nodes++;
    [this.wmask[n], this.lower[n], this.upper[n], this.best[n]] = [0, 0, 127, -1];
    return n;
  }

  /** The child of node `n` along (owner code `code` of the top `w` cards), or 0. */
  child(n: number, code: number, w: number): number {
    const k = code * 14 + w;
    let i = (Math.imul(n, 0x9e3779b1) ^ Math.imul((k | 0) ^ ((k / 4294967296) | 0), 0x85ebca6b)) & this.edgeMask;
    for (;;) {
      const c = this.edgeChild[i];
      if (c === 0 || (this.edgeParent[i] === n && this.edgeKey[i] === k)) return c;
      i = (i + 1) & this.edgeMask;
    }
  }

  private addChild(n: number, code: number, w: number): number {
    const k = code * 14 + w;
    let i = (Math.imul(n, 0x9e3779b1) ^ Math.imul((k | 0) ^ ((k / 4294967296) | 0), 0x85ebca6b)) & this.edgeMask;
    while (this.edgeChild[i] !== 0) i = (i + 1) & this.edgeMask;
    const c = this.newNode();
    [this.edgeParent[i], this.edgeKey[i], this.edgeChild[i]] = [n, k, c];
    this.wmask[n] |= 1 << w;
    this.edges++;
    return c;
  }

  /** Records bounds for the ranks `w` with owner codes `c` under root `root`, merged with what the leaf knew. */
  store(root: number, w: Int8Array, c: Float64Array, lower: number, upper: number, best: number): void {
    const before = this.nodes;
    let n = root;
    for (let s = 0; s < 4; s++) {
      n = this.child(n, c[s], w[s]) || this.addChild(n, c[s], w[s]);
      if (this.nodes < before) return;
    }
    this.lower[n] = Math.max(this.lower[n], lower);
    this.upper[n] = Math.min(this.upper[n], upper);
    if (best >= 0) this.best[n] = best;
  }

  /** Forgets everything (the arrays are full). */
  private reset(): void {
    this.resets++;
    this.roots.fill(0);
    this.edgeChild.fill(0);
    this.nodes = 1;
    this.edges = 0;
  }
}
