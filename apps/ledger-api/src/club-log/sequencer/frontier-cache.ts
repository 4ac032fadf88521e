import { Frontier, rootNodes } from '@ledger/club-log';
import type { Checkpoint, Queryable } from '@ledger/event-store';
import { nodeGetter, readNodes } from '../store/read-nodes';
import { treeSize } from '../store/tree-size';

/**
 * The sequencer's right edges of the clubs' trees, restored from the stored nodes on first use and
 * kept for the most recently active clubs, and its watermark. Cleared whenever a transaction fails, so it never runs
 * ahead of what is committed.
 */
export class FrontierCache {
  private readonly frontiers = new Map<string, Frontier>();
  /** The watermark as last committed by this sequencer (read from the log when unknown). */
  watermark?: Checkpoint;

  constructor(private readonly capacity = 10_000) {}

  /** The club's frontier as committed (read from the log when not cached). */
  async get(db: Queryable, clubId: string): Promise<Frontier> {
    const cached = this.frontiers.get(clubId);
    if (cached) {
      this.frontiers.delete(clubId);
      this.frontiers.set(clubId, cached); // most recently used last
      return cached;
    }
    const size = await treeSize(db, clubId);
    const ids = rootNodes(size);
    const frontier = Frontier.fromNodes(size, nodeGetter(clubId, await readNodes(db, clubId, ids)));
    this.frontiers.set(clubId, frontier);
    if (this.frontiers.size > this.capacity) this.frontiers.delete(this.frontiers.keys().next().value!);
    return frontier;
  }

  /** Forgets every frontier (after a rolled-back transaction, or on taking over). */
  clear(): void {
    this.frontiers.clear();
    this.watermark = undefined;
  }
}
