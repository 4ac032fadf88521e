import { TableMemory } from './table-memory';

/**
 * Slots probed from the hashed one before a key is given up (or overwritten). Eight since 1.6.1: with
 * four, a key whose run was full took the run's first slot and the bucket there was lost, 1-2 % of the
 * nodes of 13-trick deals (ADR 0026, "Revision (stop 21)").
 */
export const PROBES = 8;

/** A 32-bit integer mixer (the murmur3 finaliser). */
export function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * The key slots of a partition table: open addressing on a position's four key words (suit lengths,
 * leader, calls), `width` ints a slot (the key words, then the table's own ints; the int at `mark`
 * is non-zero in a slot in use). A look-up probes a run of `PROBES` slots; a key that finds its run full
 * takes the run's first slot. The slots double while half full, up to a maximum.
 */
export class KeyTable {
  /** 2^bits slots. */
  bits = 0;
  /** The slots, `width` ints each (replaced when they grow: read it afresh after `place`). */
  slots = new Int32Array(0);
  /** Slots in use. */
  count = 0;

  /** `memory`: where the slots come from and go back to (see `TableMemory`). */
  constructor(
    readonly width: number,
    readonly mark: number,
    bits: number,
    private readonly memory: TableMemory,
  ) {
    this.resize(bits);
  }

  /** The slot (an offset) of a key, or -1. */
  find(k0: number, k1: number, k2: number, k3: number): number {
    const mask = (1 << this.bits) - 1;
    const K = this.slots;
    let i = this.slotFor(k0, k1, k2, k3);
    for (let j = 0; j < PROBES; j++, i = (i + 1) & mask) {
      const o = i * this.width;
      if (K[o + this.mark] === 0) return -1;
      if (K[o] === (k0 | 0) && K[o + 1] === (k1 | 0) && K[o + 2] === (k2 | 0) && K[o + 3] === (k3 | 0)) return o;
    }
    return -1;
  }

  /** Puts a key in the first free slot of its run, else the run's first slot; returns the slot, its other ints zero. */
  place(k0: number, k1: number, k2: number, k3: number): number {
    const mask = (1 << this.bits) - 1;
    const K = this.slots;
    let i = this.slotFor(k0, k1, k2, k3);
    let j = 0;
    while (j < PROBES && K[i * this.width + this.mark] !== 0) {
      i = (i + 1) & mask;
      j++;
    }
    if (j === PROBES) i = (i - PROBES) & mask;
    const o = i * this.width;
    if (K[o + this.mark] === 0) this.count++;
    for (let x = o + 4; x < o + this.width; x++) K[x] = 0;
    K[o] = k0 | 0;
    K[o + 1] = k1 | 0;
    K[o + 2] = k2 | 0;
    K[o + 3] = k3 | 0;
    return o;
  }

  /** Doubles the slots when half of them are in use, up to 2^maxBits. */
  reserve(maxBits: number): void {
    if (this.count * 2 + 2 >= 1 << this.bits && this.bits < maxBits) this.resize(this.bits + 1);
  }

  /** Empties every slot. */
  clear(): void {
    this.slots.fill(0);
    this.count = 0;
  }

  /** Gives the slots back to the memory they came from; the table is not used afterwards. */
  release(): void {
    this.memory.give(this.slots);
    this.slots = new Int32Array(0);
    this.count = 0;
  }

  /** 2^bits slots, the keys held placed again with their ints. */
  private resize(bits: number): void {
    const old = this.slots;
    this.bits = bits;
    this.slots = this.memory.take((1 << bits) * this.width, true);
    this.count = 0;
    for (let o = 0; o < old.length; o += this.width) {
      if (old[o + this.mark] === 0) continue;
      const n = this.place(old[o], old[o + 1], old[o + 2], old[o + 3]);
      for (let x = 4; x < this.width; x++) this.slots[n + x] = old[o + x];
    }
    this.memory.give(old);
  }

  private slotFor(k0: number, k1: number, k2: number, k3: number): number {
    return (
      mix(Math.imul(k0 | 0, 0x9e3779b1) ^ Math.imul(k1 | 0, 0x85ebca6b) ^ Math.imul(k2 | 0, 0xc2b2ae35) ^ (k3 | 0)) &
      ((1 << this.bits) - 1)
    );
  }
}
