import { Queryable } from '../db';
import { ConcurrencyError } from '../errors/concurrency-error';
import { AppendRequest, AppendResult, PlannedAppend } from './append-types';
import { explainNoInsert, RETRY } from './explain-no-insert';
import { HeadCache } from './head-cache';
import { findReplay } from './idempotency';
import { PreparedRow, prepareRows } from './prepare-rows';
import { resolvePrevHash } from './resolve-prev-hash';
import { insertSingle, outcomeJson } from './single-statement';
import { summarise } from './summarise';

/**
 * The one append path: the whole append is a single statement, atomic on its own, so no BEGIN/COMMIT
 * round trips. With a cached head this is exactly one round trip, also with an idempotency key
 * (stored with its outcome in the statement) and an inline projection (its CTEs in the statement,
 * writing only if the events were inserted). The caller's result is computed before the statement.
 */
export async function appendOnce<R>(
  pool: Queryable,
  cache: HeadCache,
  req: AppendRequest<R>,
  insertDb: Queryable = pool,
): Promise<AppendResult<R> | typeof RETRY> {
  let prevHash: string | null;
  try {
    prevHash = await resolvePrevHash(pool, cache, req);
  } catch (e) {
    return replayOrThrow(pool, req, e);
  }
  const rows = prepareRows(req, prevHash);
  const planned = plan(rows);
  const result = req.result?.(planned); // may throw: then nothing is sent
  let stored;
  try {
    stored = await insertSingle(insertDb, rows, req.expectedVersion, {
      key: req.idempotency,
      outcome: req.idempotency ? outcomeJson(planned, result) : undefined,
      projection: req.projection,
      notify: req.notify,
    });
  } catch (e) {
    // A key already taken (23505 on the key) or the same version taken (ConcurrencyError): a repeat gets the first outcome.
    return replayOrThrow(pool, req, e, isUniqueViolation(e));
  }
  if (!stored) {
    const replay = req.idempotency ? await findReplay(pool, req) : null;
    return replay ? (replay as AppendResult<R>) : explainNoInsert(pool, cache, req);
  }
  const summary = summarise(stored);
  cache.set(req.clubId, req.streamId, { version: summary.nextExpectedVersion, hash: summary.lastHash });
  return { ...summary, replayed: false, result };
}

/** What the append will report but the positions. */
export function plan(rows: readonly PreparedRow[]): PlannedAppend {
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    clubId: first.clubId,
    streamId: first.streamId,
    firstVersion: first.version,
    nextExpectedVersion: last.version,
    lastHash: last.hash,
  };
}

function isUniqueViolation(e: unknown): boolean {
  return (e as { code?: string } | undefined)?.code === '23505';
}

/** A refused keyed append whose key already has an outcome: the stored first outcome wins over the error. */
async function replayOrThrow<R>(
  pool: Queryable,
  req: AppendRequest<R>,
  e: unknown,
  keyTaken = false,
): Promise<AppendResult<R>> {
  const replay = req.idempotency && (e instanceof ConcurrencyError || keyTaken) ? await findReplay(pool, req) : null;
  if (!replay) throw e;
  return replay as AppendResult<R>;
}
