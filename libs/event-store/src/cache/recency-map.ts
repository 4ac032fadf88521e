/** The bounds of a {@link RecencyMap}: entries, and optionally a total weight (each value weighs `weight(value)`). */
export interface RecencyBounds<V> {
  readonly maxEntries: number;
  readonly maxWeight?: number;
  readonly weight?: (value: V) => number;
}

/** One entry: its value, and whether it was used since the eviction sweep last passed it. */
interface Slot<V> {
  value: V;
  used: boolean;
}

/**
 * A map that forgets its least recently used entries past its bounds, approximately (CLOCK, "second chance"): a use
 * only marks the entry, and an update of a known key changes its slot in place. Nothing is moved, nor a key stored
 * again, until the bounds are passed; the sweep then sends a used entry to the back once, unmarked, and drops the
 * first unused one. A `Map` reordered on every hit (delete, then set) fills its hash table with deleted entries and
 * rebuilds it every few dozen hits: under the plays' load those tables, and the key kept anew on each set, lived
 * just long enough to be promoted to the old space, a tenth of all that reached it (stop 34, a sampling heap profile
 * of the objects scavenges did not collect).
 */
export class RecencyMap<K, V> {
  private readonly slots = new Map<K, Slot<V>>();
  private held = 0;

  constructor(private readonly bounds: RecencyBounds<V>) {}

  /** The value under `key`, marked as used; undefined when there is none. */
  get(key: K): V | undefined {
    const slot = this.slots.get(key);
    if (slot === undefined) return undefined;
    slot.used = true;
    return slot.value;
  }

  /** Stores `value` under `key` (in place when the key is known, marked as used), then sweeps down to the bounds. */
  set(key: K, value: V): void {
    const slot = this.slots.get(key);
    if (slot === undefined) {
      this.slots.set(key, { value, used: false });
      this.held += this.weigh(value);
    } else {
      this.held += this.weigh(value) - this.weigh(slot.value);
      slot.value = value;
      slot.used = true;
    }
    this.sweep();
  }

  /** Forgets `key`; true when it was there. */
  delete(key: K): boolean {
    const slot = this.slots.get(key);
    if (slot === undefined) return false;
    this.slots.delete(key);
    this.held -= this.weigh(slot.value);
    return true;
  }

  /** Entries held. */
  get size(): number {
    return this.slots.size;
  }

  /** The weight of every value held (the entries' count when the bounds give no `weight`). */
  get weight(): number {
    return this.held;
  }

  private weigh(value: V): number {
    return this.bounds.weight ? this.bounds.weight(value) : 1;
  }

  private over(): boolean {
    const { maxEntries, maxWeight } = this.bounds;
    return this.slots.size > maxEntries || (maxWeight !== undefined && this.held > maxWeight);
  }

  /** Drops entries, oldest unused first, until the bounds hold again; the last entry is always kept. */
  private sweep(): void {
    while (this.slots.size > 1 && this.over()) {
      const [key, slot] = this.slots.entries().next().value as [K, Slot<V>];
      this.slots.delete(key);
      if (slot.used) {
        slot.used = false;
        this.slots.set(key, slot); // its second chance: to the back, unmarked
      } else this.held -= this.weigh(slot.value);
    }
  }
}
