/**
 * Most bytes of table arrays a thread keeps between solves (16 MB). The arrays a 13-trick solve passes
 * through (key slots and entries, each size doubling the last) add up to 2-6 MB on most of the bench's
 * deals, 13 MB and 25 MB on its two largest; at most 2^18 key slots (8 MB) and 2^21 entries (48 MB) by
 * `tableBits`, and ≤ 4 MB in all for a claim of 9 tricks or fewer. Past the limit the largest arrays
 * are let go first: every solve starts from the smallest sizes, so those serve every solve.
 */
export const RETAINED_BYTES = 16 << 20;

/**
 * The arrays of finished tables, kept for the next table of the same thread (module state: each
 * worker thread loads its own copy of the module, so a thread's arrays are never shared with
 * another). An array is in the pool only while no table holds it: a table takes it out (`take`)
 * and gives it back when it replaces it by a larger one or when its solver is released (`give`).
 * On this VM the first touch of a fresh page costs ≈ 22 µs, about a tenth of a solve's CPU time
 * (ADR 0026, "Revision (stop 20)"); a kept array was touched already.
 */
export class TableMemory {
  private readonly free = new Map<number, Int32Array<ArrayBuffer>[]>();
  /** Bytes held in the pool. */
  held = 0;

  constructor(readonly limit = RETAINED_BYTES) {}

  /**
   * An array of `length` ints: one given back earlier (zeroed when `zero`; otherwise its old contents,
   * which the caller must not read before writing), or a new one (zero).
   */
  take(length: number, zero: boolean): Int32Array<ArrayBuffer> {
    const list = this.free.get(length);
    const a = list?.pop();
    if (a === undefined) return new Int32Array(length);
    this.held -= a.byteLength;
    if (zero) a.fill(0);
    return a;
  }

  /** Gives an array back (the caller no longer reads or writes it); the largest go first past the limit. */
  give(a: Int32Array<ArrayBuffer>): void {
    if (a.length === 0 || a.byteLength > this.limit) return;
    const list = this.free.get(a.length);
    if (list) list.push(a);
    else this.free.set(a.length, [a]);
    this.held += a.byteLength;
    while (this.held > this.limit) this.dropLargest();
  }

  /** Lets every kept array go. */
  clear(): void {
    this.free.clear();
    this.held = 0;
  }

  private dropLargest(): void {
    let largest = 0;
    for (const length of this.free.keys()) if (length > largest) largest = length;
    const list = this.free.get(largest)!;
    this.held -= list.pop()!.byteLength;
    if (list.length === 0) this.free.delete(largest);
  }
}

/** This thread's pool (see `TableMemory`). */
export const threadTableMemory = new TableMemory();
