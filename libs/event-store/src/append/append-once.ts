import { Pool } from 'pg';
import { AppendRequest, AppendResult } from './append-types';
import { explainNoInsert, RETRY } from './explain-no-insert';
import { HeadCache } from './head-cache';
import { insertEvents } from './insert-events';
import { prepareRows } from './prepare-rows';
import { resolvePrevHash } from './resolve-prev-hash';
import { summarise } from './summarise';

/**
 * Hot path (no idempotency key, no projection): a single INSERT statement, atomic on its own, so
 * no BEGIN/COMMIT round trips. With a cached head this is exactly one round trip.
 */
export async function appendOnce<R>(pool: Pool, cache: HeadCache, req: AppendRequest<R>): Promise<AppendResult<R> | typeof RETRY> {
  const rows = prepareRows(req, await resolvePrevHash(pool, cache, req));
  const stored = await insertEvents(pool, rows, req.expectedVersion);
  if (!stored) return explainNoInsert(pool, cache, req);
  const summary = summarise(stored);
  cache.set(req.clubId, req.streamId, { version: summary.nextExpectedVersion, hash: summary.lastHash });
  const result = req.result ? await req.result(summary, stored) : undefined;
  return { ...summary, replayed: false, result };
}
