import { Queryable, rows } from '../db';
import { ConcurrencyError } from '../errors/concurrency-error';
import { AppendRequest } from './append-types';
import { HeadCache, StreamHead } from './head-cache';

/** Hash of the event at the expected version (null for a new stream): from the cache, else one SELECT. */
export async function resolvePrevHash(db: Queryable, cache: HeadCache, req: AppendRequest): Promise<string | null> {
  if (req.expectedVersion === 0) return null;
  const cached = cache.get(req.clubId, req.streamId);
  if (cached?.version === req.expectedVersion) return cached.hash;
  const hash = await hashAt(db, req.clubId, req.streamId, req.expectedVersion);
  if (hash === null) throw new ConcurrencyError(req.streamId, req.expectedVersion, req.clubId);
  return hash;
}

/** The stored hash of one event, or null when the stream has no such version. */
export async function hashAt(db: Queryable, clubId: string, streamId: string, version: number): Promise<string | null> {
  const found = await rows<{ hash: string }>(
    db,
    'SELECT hash FROM events WHERE club_id = $1 AND stream_id = $2 AND version = $3',
    [clubId, streamId, version],
  );
  return found[0]?.hash ?? null;
}

/** The current head of a stream (version 0 and no hash when it has no events). */
export async function readHead(db: Queryable, clubId: string, streamId: string): Promise<StreamHead | null> {
  const found = await rows<{ version: number; hash: string }>(
    db,
    'SELECT version, hash FROM events WHERE club_id = $1 AND stream_id = $2 ORDER BY version DESC LIMIT 1',
    [clubId, streamId],
  );
  return found[0] ?? null;
}
