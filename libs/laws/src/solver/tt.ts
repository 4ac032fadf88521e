/** Slots probed after the hashed one before a key is given up (or overwritten). */
const PROBES = 4;

/**
 * Bounds on the points still to come for the counted side, keyed by the position between tricks:
 * four suit words (owners of the live cards from the top, so positions equal up to the ranks of
 * cards gone share an entry) and a fifth word (seat on lead, pending calls). Open addressing.
 */
export class TranspositionTable {
  private readonly mask: number;
  private readonly keys: Float64Array;
  /** Lower bound of each entry. */
  readonly lower: Int8Array;
  /** Upper bound of each entry. */
  readonly upper: Int8Array;
  /** The lead that last decided the entry (suit × 16 + rank index from the top), or -1. */
  readonly best: Int16Array;
  private readonly used: Uint8Array;

  constructor(bits: number) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.keys = new Float64Array(size * 5);
    this.lower = new Int8Array(size);
    this.upper = new Int8Array(size);
    this.best = new Int16Array(size);
    this.used = new Uint8Array(size);
  }

  private hash(k0: number, k1: number, k2: number, k3: number, k4: number): number {
    let h = Math.imul(k0 | 0, 0x9e3779b1) ^ Math.imul((k0 / 4294967296) | 0, 0x7feb352d);
    h = Math.imul(h ^ (k1 | 0), 0x85ebca6b) ^ ((k1 / 4294967296) | 0);
    h = Math.imul(h ^ (k2 | 0), 0xc2b2ae35) ^ ((k2 / 4294967296) | 0);
    h = Math.imul(h ^ (k3 | 0), 0x27d4eb2f) ^ ((k3 / 4294967296) | 0);
    h = Math.imul(h ^ (k4 | 0), 0x165667b1);
    return (h ^ (h >>> 15)) & this.mask;
  }

  /** The slot holding this key, or -1. */
  find(k0: number, k1: number, k2: number, k3: number, k4: number): number {
    let i = this.hash(k0, k1, k2, k3, k4);
    for (let j = 0; j < PROBES; j++, i = (i + 1) & this.mask) {
      if (!this.used[i]) return -1;
      const b = i * 5;
      const ks = this.keys;
      if (ks[b] === k0 && ks[b + 1] === k1 && ks[b + 2] === k2 && ks[b + 3] === k3 && ks[b + 4] === k4) return i;
    }
    return -1;
  }

  /** Records that the value is at least `lo` and at most `hi` (merged with what is known), and the deciding lead. */
  store(k0: number, k1: number, k2: number, k3: number, k4: number, lo: number, hi: number, best: number): void {
    let i = this.hash(k0, k1, k2, k3, k4);
    let slot = -1;
    for (let j = 0; j < PROBES && slot < 0; j++, i = (i + 1) & this.mask) {
      const b = i * 5;
      const ks = this.keys;
      if (!this.used[i]) slot = i;
      else if (ks[b] === k0 && ks[b + 1] === k1 && ks[b + 2] === k2 && ks[b + 3] === k3 && ks[b + 4] === k4) {
        this.lower[i] = Math.max(this.lower[i], lo);
        this.upper[i] = Math.min(this.upper[i], hi);
        if (best >= 0) this.best[i] = best;
        return;
      }
    }
    if (slot < 0) slot = (i - PROBES) & this.mask;
    const b = slot * 5;
    this.keys[b] = k0;
    this.keys[b + 1] = k1;
    this.keys[b + 2] = k2;
    this.keys[b + 3] = k3;
    this.keys[b + 4] = k4;
    this.lower[slot] = lo;
    this.upper[slot] = hi;
    this.best[slot] = best;
    this.used[slot] = 1;
  }
}
