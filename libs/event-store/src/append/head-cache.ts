/** The last known head of a stream: its version and the hash of that event. */
export interface StreamHead {
  version: number;
  hash: string;
}

/**
 * Remembers the head (version → hash) of recently appended streams, so that chaining the next
 * append needs no SELECT. Safe because events are immutable; the INSERT re-checks the hash anyway.
 * Only committed heads are stored. Least-recently-used streams are forgotten past `capacity`.
 */
export class HeadCache {
  private readonly heads = new Map<string, StreamHead>();

  constructor(private readonly capacity = 10_000) {}

  /** The cached head of a stream, if any. */
  get(clubId: string, streamId: string): StreamHead | undefined {
    return this.heads.get(key(clubId, streamId));
  }

  /** Records a committed head. */
  set(clubId: string, streamId: string, head: StreamHead): void {
    const k = key(clubId, streamId);
    this.heads.delete(k);
    this.heads.set(k, head);
    if (this.heads.size > this.capacity) this.heads.delete(this.heads.keys().next().value as string);
  }

  /** Forgets a stream's head (after it proved wrong). */
  delete(clubId: string, streamId: string): void {
    this.heads.delete(key(clubId, streamId));
  }
}

function key(clubId: string, streamId: string): string {
  return `${clubId}\u0000${streamId}`;
}
