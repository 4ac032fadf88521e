import { KeyTable } from './key-table';
import { bestOf, lowerOf, upperOf } from './partition-table';
import { TableMemory, threadTableMemory } from './table-memory';

/**
 * Ints per key slot: the four key words, the bucket's first entry, its entry count, its capacity,
 * and a word with the last deciding lead (low 16 bits, signed) and the bucket's depths (high 16 bits:
 * per suit, four bits, the most top cards any of its entries fixes).
 */
const KEY = 8;
/** Ints per entry: the four suits' owner patterns, the packed top-card counts, the bounds word. */
const ENTRY = 6;
/** A new key's bucket holds this many entries; a full bucket moves to one twice its size. */
const FIRST_CAPACITY = 2;
/** The table starts at this size (2^bits key slots) and doubles up to its maximum. */
const START_BITS = 10;

/** Cards left in the hands of a key slot's position (the sum of the suit lengths in its first three words). */
function cardsLeft(K: Int32Array, o: number): number {
  let n = 0;
  for (let i = 0; i < 3; i++) for (let w = K[o + i]; w; w >>>= 4) n += w & 15;
  return n;
}

/**
 * Partition-search transposition table: keyed by the suit lengths of every hand and the seat on
 * lead (plus pending calls); under a key, each entry fixes only the ranks that decided it, as the
 * owners of the top w live cards of each suit (Ginsberg's partition search, as in DDS), so one entry
 * answers for every position that agrees on those ranks. A position's owners are one pattern word a
 * suit (the highest live card in the top bits, `bits` bits a card); an entry holds the four patterns
 * masked to its top cards, and a look-up compares them with the position's under the same masks
 * (DDS's masked compare). A key's entries sit together in a bucket, newest last, so a look-up scans
 * a few adjacent cache lines; a full bucket moves to one twice its size. All in typed arrays that
 * start small and double up to the size given by `maxBits`, then the table starts afresh. The arrays
 * come from a `TableMemory` (this thread's by default) and go back to it when replaced or released.
 */
export class TranspositionTable {
  private keys: KeyTable;
  private entries = new Int32Array(0);
  /** Entries handed out to buckets (an arena: a bucket that moves leaves its old place unused). */
  private used = 0;
  /** For each top-card count w, the mask of its owners in a pattern word. */
  private readonly masks = new Int32Array(16);
  /** Times the table forgot entries to make room (`reclaim`, or starting afresh). */
  resets = 0;
  /** After `match`: the deciding lead of the first entry that matched without deciding, or -1. */
  hint = -1;

  /**
   * @param maxBits the table's largest size (2^maxBits key slots, four times as many entries)
   * @param bits bits a card's owner takes in a pattern word (2 for up to four seats, 3 for more)
   * @param memory where the table's arrays come from and go back to
   */
  constructor(
    private readonly maxBits: number,
    readonly bits = 2,
    private readonly memory: TableMemory = threadTableMemory,
  ) {
    for (let w = 1; w <= this.maxW; w++) this.masks[w] = -1 << (32 - w * bits);
    this.keys = new KeyTable(KEY, 6, Math.min(START_BITS, maxBits), memory);
    // entries are written before they are read (buckets hold `count` entries), so a kept array needs no zeroing
    this.entries = memory.take((1 << Math.min(START_BITS, maxBits)) * ENTRY, false);
  }

  /** Gives the table's arrays back to its memory; the table is not used afterwards. */
  release(): void {
    this.keys.release();
    this.memory.give(this.entries);
    this.entries = new Int32Array(0);
    this.used = 0;
  }

  /** The most top cards of a suit a pattern word can hold (a suit has 13). */
  get maxW(): number {
    return Math.min(13, Math.floor(32 / this.bits));
  }

  /** The mask of the owners of the top `w` cards of a suit in a pattern word. */
  mask(w: number): number {
    return this.masks[w];
  }

  /** The key slot of a key (an offset), or -1. */
  root(k0: number, k1: number, k2: number, k3: number): number {
    return this.keys.find(k0, k1, k2, k3);
  }

  /** The deciding lead last stored under key slot `o` (any entry), or -1. */
  lastBest(o: number): number {
    return (this.keys.slots[o + 7] << 16) >> 16;
  }

  /** Per suit (four bits each, spades lowest), the most top cards an entry under key slot `o` fixes. */
  depths(o: number): number {
    return this.keys.slots[o + 7] >>> 16;
  }

  /** Notes a deciding lead and an entry's top-card counts `ws` under key slot `o`. */
  private note(o: number, best: number, ws: number): void {
    const word = this.keys.slots[o + 7];
    let d = word >>> 16;
    for (let s = 0; s < 16; s += 4) if (((ws >>> s) & 15) > ((d >>> s) & 15)) d = (d & ~(15 << s)) | (ws & (15 << s));
    this.keys.slots[o + 7] = (d << 16) | ((best >= 0 ? best : word) & 0xffff);
  }

  /**
   * The entry (an offset) under key slot `ko` that matches the position's patterns `p0..p3` and
   * decides `need` (its lower bound reaches it or its upper bound falls short), newest first; or -1.
   * Sets `hint`.
   */
  match(ko: number, p0: number, p1: number, p2: number, p3: number, need: number): number {
    const E = this.entries;
    const M = this.masks;
    const first = this.keys.slots[ko + 4];
    this.hint = -1;
    for (let x = first + (this.keys.slots[ko + 5] - 1) * ENTRY; x >= first; x -= ENTRY) {
      const ws = E[x + 4];
      if (((p0 ^ E[x]) & M[ws & 15]) !== 0 || ((p1 ^ E[x + 1]) & M[(ws >>> 4) & 15]) !== 0) continue;
      if (((p2 ^ E[x + 2]) & M[(ws >>> 8) & 15]) !== 0 || ((p3 ^ E[x + 3]) & M[ws >>> 12]) !== 0) continue;
      const info = E[x + 5];
      if ((info & 0xff) >= need || ((info >>> 8) & 0xff) < need) return x;
      if (this.hint < 0) this.hint = info >> 16;
    }
    return -1;
  }

  /** The bounds word of entry `x` (lower, upper, deciding lead). */
  info(x: number): number {
    return this.entries[x + 5];
  }

  /** The packed top-card counts of entry `x` (four bits a suit, spades lowest). */
  counts(x: number): number {
    return this.entries[x + 4];
  }

  /**
   * Records bounds for the position's patterns `p` masked to the top-card counts `ws` (packed, four
   * bits a suit) under the key, merged with what an entry for the same ranks knew.
   */
  store(
    k0: number,
    k1: number,
    k2: number,
    k3: number,
    ws: number,
    p: Int32Array,
    lower: number,
    upper: number,
    best: number,
  ): void {
    this.keys.reserve(this.maxBits);
    const M = this.masks;
    const q0 = p[0] & M[ws & 15];
    const q1 = p[1] & M[(ws >>> 4) & 15];
    const q2 = p[2] & M[(ws >>> 8) & 15];
    const q3 = p[3] & M[ws >>> 12];
    const info = lower | (upper << 8) | (best << 16);
    let ko = this.root(k0, k1, k2, k3);
    const resets = this.resets;
    if (ko >= 0) {
      if (this.merge(ko, ws, q0, q1, q2, q3, lower, upper, best)) {
        this.note(ko, best, 0);
        return;
      }
      const cap = this.keys.slots[ko + 6];
      if (this.keys.slots[ko + 5] === cap && !this.room(cap * 2)) {
        // The bucket cannot grow: its entries move down one, the oldest is forgotten, the newest goes last.
        const first = this.keys.slots[ko + 4];
        this.moveEntries(first + ENTRY, first, cap - 1);
        this.put(first + (cap - 1) * ENTRY, q0, q1, q2, q3, ws, info);
        this.note(ko, best, ws);
        return;
      }
    } else this.room(FIRST_CAPACITY);
    // room() may have started the table afresh (counted in `resets`): the key is then looked up again.
    if (this.resets !== resets) ko = this.root(k0, k1, k2, k3);
    if (ko < 0) ko = this.place(k0, k1, k2, k3);
    const K = this.keys.slots;
    this.note(ko, best, ws);
    const count = K[ko + 5];
    if (count === K[ko + 6]) {
      const grown = count === 0 ? FIRST_CAPACITY : count * 2;
      const first = this.used * ENTRY;
      this.moveEntries(K[ko + 4], first, count);
      this.used += grown;
      K[ko + 4] = first;
      K[ko + 6] = grown;
    }
    K[ko + 5] = count + 1;
    this.put(K[ko + 4] + count * ENTRY, q0, q1, q2, q3, ws, info);
  }

  /** Merges bounds into the entry for the same ranks under key slot `ko`, if there is one; true when there was. */
  private merge(
    ko: number,
    ws: number,
    q0: number,
    q1: number,
    q2: number,
    q3: number,
    lower: number,
    upper: number,
    best: number,
  ): boolean {
    const E = this.entries;
    const first = this.keys.slots[ko + 4];
    for (let x = first + (this.keys.slots[ko + 5] - 1) * ENTRY; x >= first; x -= ENTRY) {
      if (E[x + 4] !== ws || E[x] !== q0 || E[x + 1] !== q1 || E[x + 2] !== q2 || E[x + 3] !== q3) continue;
      const info = E[x + 5];
      const lb = Math.max(lowerOf(info), lower);
      const ub = Math.min(upperOf(info), upper);
      E[x + 5] = lb | (ub << 8) | ((best >= 0 ? best : bestOf(info)) << 16);
      return true;
    }
    return false;
  }

  /** Copies `n` entries from offset `from` to offset `to` (a lower `to` when they overlap; a loop: buckets are small). */
  private moveEntries(from: number, to: number, n: number): void {
    const E = this.entries;
    for (let i = 0; i < n * ENTRY; i++) E[to + i] = E[from + i];
  }

  private put(x: number, q0: number, q1: number, q2: number, q3: number, ws: number, info: number): void {
    const E = this.entries;
    E[x] = q0;
    E[x + 1] = q1;
    E[x + 2] = q2;
    E[x + 3] = q3;
    E[x + 4] = ws;
    E[x + 5] = info;
  }

  /**
   * Room for `n` more entries: the arena grows, or the table starts afresh (the key slot being
   * filled is kept, emptied). False when `n` entries cannot fit even in an empty arena at full size.
   */
  private room(n: number): boolean {
    const have = this.entries.length / ENTRY;
    if (this.used + n <= have) return true;
    const most = 1 << (this.maxBits + 3);
    if (n > most / 4) return false;
    if (have < most) {
      const grown = this.memory.take(Math.min(most, have * 2) * ENTRY, false);
      grown.set(this.entries);
      this.memory.give(this.entries);
      this.entries = grown;
      return this.room(n);
    }
    this.reclaim();
    if (this.used + n <= have) return true;
    this.reset();
    return true;
  }

  /**
   * Makes room in a full arena, keeping what cost most to learn: the buckets of the keys with the
   * most cards left, as many as fill half the arena, move together to its start, packed (no room
   * lost to buckets that moved); the keys of positions nearer the end are forgotten.
   */
  private reclaim(): void {
    this.resets++;
    const K = this.keys.slots;
    const byCards = new Int32Array(80);
    let total = 0;
    for (let o = 0; o < K.length; o += KEY) {
      if (K[o + 6] === 0) continue;
      byCards[cardsLeft(K, o)] += K[o + 5];
      total += K[o + 5];
    }
    // Keep what fills at most half the arena, from the positions with the most cards down.
    const room = this.entries.length / ENTRY / 2;
    let cut = 0;
    for (let kept = total; cut < 80 && kept > room; cut++) kept -= byCards[cut];
    const old = this.entries;
    const oldKeys = this.keys;
    this.entries = this.memory.take(old.length, false);
    this.keys = new KeyTable(KEY, 6, oldKeys.bits, this.memory);
    this.used = 0;
    for (let o = 0; o < K.length; o += KEY) {
      if (K[o + 6] === 0 || cardsLeft(K, o) < cut) continue;
      const n = this.place(K[o], K[o + 1], K[o + 2], K[o + 3]);
      const count = K[o + 5];
      const first = this.used * ENTRY;
      this.entries.set(old.subarray(K[o + 4], K[o + 4] + count * ENTRY), first);
      this.used += count;
      [this.keys.slots[n + 4], this.keys.slots[n + 5], this.keys.slots[n + 6], this.keys.slots[n + 7]] = [
        first,
        count,
        count,
        K[o + 7],
      ];
    }
    this.memory.give(old);
    oldKeys.release();
  }

  /** Puts a key in its slot with an empty bucket and no lead (a slot whose run was full loses its bucket); returns the slot. */
  private place(k0: number, k1: number, k2: number, k3: number): number {
    const o = this.keys.place(k0, k1, k2, k3);
    this.keys.slots[o + 7] = 0xffff;
    return o;
  }

  /** Forgets everything (the arena is full even after `reclaim`). */
  private reset(): void {
    this.resets++;
    this.keys.clear();
    this.used = 0;
  }
}
