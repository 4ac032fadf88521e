import { Queryable } from '../db';
import { ConcurrencyError } from '../errors/concurrency-error';
import { AppendRequest } from './append-types';
import { HeadCache } from './head-cache';
import { hashAt } from './resolve-prev-hash';

/** Returned when the append should be tried once more with a fresh head (cache proved wrong). */
export const RETRY = Symbol('retry-append');

/**
 * The INSERT wrote nothing because the stream was not at the expected version with the hash we
 * chained onto: throws ConcurrencyError when that version is missing, else asks for one retry
 * after forgetting the cached head (it was stale, or the row committed after our snapshot).
 */
export async function explainNoInsert(db: Queryable, cache: HeadCache, req: AppendRequest): Promise<typeof RETRY> {
  cache.delete(req.clubId, req.streamId);
  const hash = await hashAt(db, req.clubId, req.streamId, req.expectedVersion);
  if (hash === null) throw new ConcurrencyError(req.streamId, req.expectedVersion, req.clubId);
  return RETRY;
}
