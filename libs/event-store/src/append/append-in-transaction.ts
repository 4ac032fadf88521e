import { Pool, PoolClient } from 'pg';
import { withClient } from '../checked-out-client';
import { ConcurrencyError } from '../errors/concurrency-error';
import { AppendRequest, AppendResult } from './append-types';
import { explainNoInsert, RETRY } from './explain-no-insert';
import { HeadCache } from './head-cache';
import { findReplay, storeOutcome } from './idempotency';
import { insertEvents } from './insert-events';
import { prepareRows } from './prepare-rows';
import { resolvePrevHash } from './resolve-prev-hash';
import { planned, summarise } from './summarise';

type Outcome<R> = AppendResult<R> | typeof RETRY;

/** Append with a `project` hook (or a key and an after-insert `result`): one transaction, committed only if all succeed. */
export async function appendInTransaction<R>(pool: Pool, cache: HeadCache, req: AppendRequest<R>): Promise<Outcome<R>> {
  return withClient(pool, async (client) => {
    try {
      await client.query('BEGIN');
      const out = await appendWithin(client, cache, req);
      const written = out !== RETRY && !out.replayed;
      await client.query(written ? 'COMMIT' : 'ROLLBACK');
      if (written) cache.set(req.clubId, req.streamId, { version: out.nextExpectedVersion, hash: out.lastHash });
      return out;
    } catch (e) {
      const rollback = await client.query('ROLLBACK').then(
        () => undefined,
        (rb: Error) => rb,
      );
      if (rollback) throw Object.assign(e instanceof Error ? e : new Error(String(e)), { rollbackFailed: rollback });
      throw e;
    }
  });
}

async function appendWithin<R>(tx: PoolClient, cache: HeadCache, req: AppendRequest<R>): Promise<Outcome<R>> {
  let prevHash: string | null;
  try {
    prevHash = await resolvePrevHash(tx, cache, req);
  } catch (e) {
    return replayOrThrow(tx, req, e);
  }
  const stored = await insertEvents(tx, prepareRows(req, prevHash), req.expectedVersion, req.idempotency);
  if (!stored) {
    const replay = req.idempotency ? await findReplay(tx, req) : null;
    return replay ? (replay as AppendResult<R>) : explainNoInsert(tx, cache, req);
  }
  if (req.project) await req.project(tx, stored);
  const summary = summarise(stored);
  const result = req.result ? await req.result(summary, stored) : req.plannedResult?.(planned(summary));
  if (req.idempotency) await storeOutcome(tx, req, { summary, result });
  return { ...summary, replayed: false, result };
}

/** A stale expected version on a retried request: the stored first outcome wins over the error. */
async function replayOrThrow<R>(tx: PoolClient, req: AppendRequest<R>, e: unknown): Promise<AppendResult<R>> {
  const replay = e instanceof ConcurrencyError && req.idempotency ? await findReplay(tx, req) : null;
  if (!replay) throw e;
  return replay as AppendResult<R>;
}
