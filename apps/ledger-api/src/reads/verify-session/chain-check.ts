import { eventHash } from '@ledger/event-store';
import type { StoredEvent } from '@ledger/event-store';

/** Where a hash chain check stands: the last good link, or the first bad version. */
export interface ChainCursor {
  /** The version and hash of the last event found good (0 and null before the first). */
  version: number;
  hash: string | null;
  /** The first version whose number, link or hash does not match (the check stops there). */
  firstBadVersion?: number;
}

/**
 * Checks one page of a stream's hash chain after `cursor` (versions in order, each `prevHash` the last
 * one's hash, each hash recomputed over the stored event); returns where it then stands. Pages are
 * checked one at a time so that a long stream never holds the event loop whole (ADR 0019).
 */
export function checkChainPage(cursor: ChainCursor, page: readonly StoredEvent[]): ChainCursor {
  if (cursor.firstBadVersion !== undefined) return cursor;
  let { version, hash } = cursor;
  for (const e of page) {
    const ok = e.version === version + 1 && e.prevHash === hash && e.hash === eventHash(hash, e);
    if (!ok) return { version, hash, firstBadVersion: version + 1 };
    version = e.version;
    hash = e.hash;
  }
  return { version, hash };
}
