import { createHash } from 'node:crypto';
import { Queryable, rows } from '../db';
import { IdempotencyKeyReusedError } from '../errors/idempotency-key-reused-error';
import { canonicalJson } from '../hashing/canonical-json';
import { NewEvent } from '../types';
import { AppendRequest, AppendResult, AppendSummary, ExpectedVersion } from './append-types';

/** What is stored with an idempotency key: the first append's summary and the caller's result. */
export interface StoredOutcome {
  summary: AppendSummary;
  result?: unknown;
}

/** Default request hash: sha256 of the stream, the expected version and the events' type, shape and data. */
export function defaultRequestHash(streamId: string, expected: ExpectedVersion, events: readonly NewEvent[]): string {
  const body = events.map((e) => ({ type: e.type, schemaVersion: e.schemaVersion ?? 1, data: e.data }));
  return createHash('sha256').update(canonicalJson({ streamId, expected, body })).digest('hex');
}

/** The first outcome stored under the request's key (as a replay), or null when the key is new. */
export async function findReplay(db: Queryable, req: AppendRequest): Promise<AppendResult | null> {
  const key = req.idempotency!;
  const found = await rows<{ stream_id: string; request_hash: string; result: StoredOutcome | null }>(
    db,
    'SELECT stream_id, request_hash, result FROM idempotency_keys WHERE club_id = $1 AND key = $2',
    [req.clubId, key.key],
  );
  const row = found[0];
  // No row; or one without an outcome (reserved by the transaction path of before ADR 0009, never committed so).
  if (!row || row.result === null) return null;
  if (row.request_hash !== key.requestHash || row.stream_id !== req.streamId) {
    throw new IdempotencyKeyReusedError(key.key, req.clubId);
  }
  return { ...row.result.summary, replayed: true, result: row.result.result };
}
