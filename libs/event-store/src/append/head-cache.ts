import { RecencyMap } from '../cache/recency-map';

/** The last known head of a stream: its version and the hash of that event. */
export interface StreamHead {
  version: number;
  hash: string;
}

/**
 * Remembers the head (version → hash) of recently appended streams, so that chaining the next
 * append needs no SELECT. Safe because events are immutable; the INSERT re-checks the hash anyway.
 * Only committed heads are stored. Least-recently-used streams are forgotten past `capacity` (a RecencyMap: an
 * append to a known stream changes its entry in place).
 */
export class HeadCache {
  private readonly heads: RecencyMap<string, StreamHead>;

  constructor(capacity = 10_000) {
    this.heads = new RecencyMap({ maxEntries: capacity });
  }

  /** The cached head of a stream, if any. */
  get(clubId: string, streamId: string): StreamHead | undefined {
    return this.heads.get(key(clubId, streamId));
  }

  /** Records a committed head. */
  set(clubId: string, streamId: string, head: StreamHead): void {
    this.heads.set(key(clubId, streamId), head);
  }

  /** Forgets a stream's head (after it proved wrong). */
  delete(clubId: string, streamId: string): void {
    this.heads.delete(key(clubId, streamId));
  }
}

function key(clubId: string, streamId: string): string {
  return `${clubId}\u0000${streamId}`;
}
