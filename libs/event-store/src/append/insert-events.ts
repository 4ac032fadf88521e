import { Queryable } from '../db';
import { ConcurrencyError } from '../errors/concurrency-error';
import { StoredEvent } from '../types';
import { PreparedRow } from './prepare-rows';

const COLUMNS = 'club_id, stream_id, version, type, schema_version, data, metadata, recorded_at, prev_hash, hash';
const SELECT_ROWS = `SELECT $1::uuid, $2::text, $3::int + t.ord::int, t.type, t.sv, t.data, t.meta, $4::timestamptz, t.prev, t.hash
  FROM unnest($5::text[], $6::int[], $7::jsonb[], $8::jsonb[], $9::text[], $10::text[]) WITH ORDINALITY
       AS t(type, sv, data, meta, prev, hash, ord)`;
// The stream must be exactly at the expected version: row `expected` exists with the hash we chain onto
// (no gap, cache checked) and the primary key refuses `expected + 1` if someone got there first.
const AT_EXPECTED = `($3::int = 0 OR EXISTS (SELECT 1 FROM events e
  WHERE e.club_id = $1 AND e.stream_id = $2 AND e.version = $3 AND e.hash = $11))`;

/** One statement appending all rows (no idempotency key). */
const PLAIN = `INSERT INTO events (${COLUMNS}) ${SELECT_ROWS} WHERE ${AT_EXPECTED} RETURNING version, position, tx_id`;

/** One statement reserving the idempotency key and appending the rows only if the key was new. */
const KEYED = `WITH k AS (INSERT INTO idempotency_keys (club_id, key, stream_id, request_hash)
  VALUES ($1, $12, $2, $13) ON CONFLICT DO NOTHING RETURNING 1)
  INSERT INTO events (${COLUMNS}) ${SELECT_ROWS} WHERE EXISTS (SELECT 1 FROM k) AND ${AT_EXPECTED}
  RETURNING version, position, tx_id`;

interface Returned {
  version: number;
  position: string;
  tx_id: string;
}

/** Inserts the rows in one round trip; `null` when nothing was inserted (head moved or key taken). */
export async function insertEvents(
  db: Queryable,
  rows: readonly PreparedRow[],
  expectedVersion: number,
  key?: { key: string; requestHash: string },
): Promise<StoredEvent[] | null> {
  const first = rows[0];
  const values: unknown[] = [first.clubId, first.streamId, expectedVersion, first.recordedAt,
    rows.map((r) => r.type), rows.map((r) => r.schemaVersion), rows.map((r) => r.dataJson),
    rows.map((r) => r.metadataJson), rows.map((r) => r.prevHash), rows.map((r) => r.hash),
    first.prevHash ?? ''];
  if (key) values.push(key.key, key.requestHash);
  const config = { name: key ? 'es_append_keyed' : 'es_append', text: key ? KEYED : PLAIN, values };
  let result;
  try {
    result = await db.query<Returned>(config);
  } catch (e) {
    throw mapUniqueViolation(e, first, expectedVersion);
  }
  if (result.rowCount !== rows.length) return null;
  const byVersion = new Map(result.rows.map((r) => [Number(r.version), r]));
  return rows.map((r) => stored(r, byVersion.get(r.version)!));
}

function stored(r: PreparedRow, got: Returned): StoredEvent {
  return {
    clubId: r.clubId, streamId: r.streamId, version: r.version, position: Number(got.position), txId: got.tx_id,
    type: r.type, schemaVersion: r.schemaVersion, data: r.data, metadata: r.metadata, recordedAt: r.recordedAt,
    prevHash: r.prevHash, hash: r.hash,
  };
}

function mapUniqueViolation(e: unknown, row: PreparedRow, expectedVersion: number): unknown {
  const err = e as { code?: string; constraint?: string };
  if (err.code === '23505' && err.constraint === 'events_pkey') {
    return new ConcurrencyError(row.streamId, expectedVersion, row.clubId);
  }
  return e;
}
