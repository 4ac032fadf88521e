/** Slots probed after the hashed one before a key is given up (or overwritten). */
const PROBES = 4;
/** Entries kept before the table starts afresh (bounds memory on the hardest deals). */
const MAX_ENTRIES = 1 << 20;

/** One stored result: bounds on the points to come for the counted side, and the lead that decided it. */
export interface TableEntry {
  lower: number;
  upper: number;
  best: number;
}

/**
 * A level of the rank trie: level s branches on (w, owners of the top w live cards of suit s); a
 * path through the four suits ends at an entry. `ws` lists the w values present at this level.
 */
export interface TrieNode {
  readonly ws: number[];
  /** The children by `branch(code, w)`. */
  readonly next: Map<number, TrieNode>;
  entry: TableEntry | null;
}

/** The branch key of a trie level: the owner code (base n) of the top `w` cards, and `w` (a small integer for four seats). */
export function branch(code: number, w: number): number {
  return code * 14 + w;
}

function node(): TrieNode {
  return { ws: [], next: new Map(), entry: null };
}

/**
 * Partition-search transposition table: keyed by the suit lengths of every hand and the seat on
 * lead (plus pending calls); under a key, each entry fixes only the ranks that decided it (the owners
 * of the top w live cards of each suit), so one entry answers for every position that agrees on
 * those ranks (Ginsberg's partition search, as in DDS). Entries hang in a trie by suit.
 */
export class TranspositionTable {
  private readonly mask: number;
  private readonly keys: Float64Array;
  private roots: (TrieNode | undefined)[];
  private entries = 0;

  constructor(private readonly bits: number) {
    this.mask = (1 << bits) - 1;
    this.keys = new Float64Array((1 << bits) * 4);
    this.roots = new Array(1 << bits);
  }

  private hash(k0: number, k1: number, k2: number, k3: number): number {
    let h = Math.imul(k0 | 0, 0x9e3779b1);
    h = Math.imul(h ^ (k1 | 0), 0x85ebca6b);
    h = Math.imul(h ^ (k2 | 0), 0xc2b2ae35);
    h = Math.imul(h ^ (k3 | 0) ^ ((k3 / 4294967296) | 0), 0x27d4eb2f);
    return (h ^ (h >>> 15)) & this.mask;
  }

  /** The trie under a key (or undefined); `create` makes an empty one when there is none. */
  root(k0: number, k1: number, k2: number, k3: number, create: boolean): TrieNode | undefined {
    let i = this.hash(k0, k1, k2, k3);
    for (let j = 0; j < PROBES; j++, i = (i + 1) & this.mask) {
      const b = this.roots[i];
      const o = i * 4;
      if (b === undefined) return create ? this.open(i, k0, k1, k2, k3) : undefined;
      if (this.keys[o] === k0 && this.keys[o + 1] === k1 && this.keys[o + 2] === k2 && this.keys[o + 3] === k3) return b;
    }
    return create ? this.open((i - PROBES) & this.mask, k0, k1, k2, k3) : undefined;
  }

  private open(i: number, k0: number, k1: number, k2: number, k3: number): TrieNode {
    const o = i * 4;
    [this.keys[o], this.keys[o + 1], this.keys[o + 2], this.keys[o + 3]] = [k0, k1, k2, k3];
    return (this.roots[i] = node());
  }

  /** Records bounds for the ranks `w` with owner codes `c`, merged into the entry for the same ranks if there is one. */
  store(root: TrieNode, w: Int8Array, c: Float64Array, lower: number, upper: number, best: number): void {
    if (this.entries >= MAX_ENTRIES) this.reset();
    let n = root;
    for (let s = 0; s < 4; s++) {
      const k = branch(c[s], w[s]);
      let child = n.next.get(k);
      if (!child) {
        if (!n.ws.includes(w[s])) n.ws.push(w[s]);
        n.next.set(k, (child = node()));
      }
      n = child;
    }
    if (!n.entry) {
      n.entry = { lower, upper, best };
      this.entries++;
      return;
    }
    n.entry.lower = Math.max(n.entry.lower, lower);
    n.entry.upper = Math.min(n.entry.upper, upper);
    if (best >= 0) n.entry.best = best;
  }

  private reset(): void {
    this.roots = new Array(1 << this.bits);
    this.keys.fill(0);
    this.entries = 0;
  }
}
