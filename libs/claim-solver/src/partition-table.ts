/**
 * The search's transposition table between tricks (partition search: an entry answers for every
 * position that agrees on the ranks that decided it). Two layouts share this interface: buckets of
 * masked owner patterns (`TableProbe`, for plain trick games, whose keys hold few entries) and a trie
 * by suit (`TrieProbe`, for misère and Hearts, whose keys can hold thousands).
 */
export interface PartitionTable {
  /** After a `lookup` that found no deciding entry: a lead the table suggests, or -1. */
  readonly hint: number;
  /** Times the table forgot entries to make room. */
  readonly resets: number;
  /**
   * Looks up the position between tricks under key words `k0..k3`: 1 when an entry proves `need`
   * reached, 0 when one proves it out of reach (the ranks it rests on into `rel[o..o+3]`), -1 when
   * none decides (then `hint`).
   */
  lookup(k0: number, k1: number, k2: number, k3: number, need: number, rel: Int32Array, o: number): number;
  /**
   * Stores bounds on the points still to come for the position searched under key words `k0..k3`:
   * for the owners of its cards down to the lowest deciding rank of `rel[o..o+3]` in each suit (every
   * live card when `all`), with the lead that decided it (or -1).
   */
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
  ): void;
  /** Gives the table's arrays back to the memory they came from (`TableMemory`); the table is not used afterwards. */
  release(): void;
}

/** The size a table may grow to for a position of `tricks` tricks (2^bits keys). */
export function tableBits(tricks: number): number {
  return tricks >= 12 ? 18 : tricks >= 10 ? 17 : tricks >= 7 ? 14 : 10;
}

/** The lower bound in an entry's bounds word (bits 0-7; the points still to come). */
export function lowerOf(info: number): number {
  return info & 0xff;
}

/** The upper bound in an entry's bounds word (bits 8-15). */
export function upperOf(info: number): number {
  return (info >>> 8) & 0xff;
}

/** The deciding lead in an entry's bounds word (bits 16-31, signed: suit × 16 + rank index from the top), or -1. */
export function bestOf(info: number): number {
  return info >> 16;
}
