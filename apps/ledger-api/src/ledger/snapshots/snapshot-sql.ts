import type { EventData, JsonValue, Queryable } from '@ledger/event-store';

/** A stored snapshot: the state's text at a stream version. */
export interface StoredSnapshot {
  version: number;
  state: string;
}

/** The snapshot a stream has (when it is trusted by the query) and the events after it, in version order. */
export interface SnapshotAndTail {
  snapshot: StoredSnapshot | undefined;
  events: EventData[];
}

interface Row {
  version: number;
  type: string | null;
  schema_version: number | null;
  data: JsonValue;
  state: string | null;
}

/**
 * ONE statement, one round trip: the stream's snapshot row, if it has the running codec and still sits
 * on the chain it was folded from (the event at its version has its head hash), then the events after
 * it (all of them when there is no such snapshot). A prepared statement like the event store's reads.
 * The events are returned as stored: the app's EventStore has no upcasters (add them here if it gets some).
 * BETWEEN, as in the event store's read: the planner's estimate of a parameter range keeps the index scan.
 */
const READ = {
  name: 'ledger_read_snapshot_and_tail',
  text: `WITH snap AS MATERIALIZED (
  SELECT s.version, s.state FROM session_snapshots s
  WHERE s.club_id = $1 AND s.stream_id = $2 AND s.codec = $3
    AND EXISTS (SELECT 1 FROM events h WHERE h.club_id = $1 AND h.stream_id = $2 AND h.version = s.version AND h.hash = s.head_hash))
SELECT version, NULL::text AS type, NULL::int AS schema_version, NULL::jsonb AS data, state FROM snap
UNION ALL
(SELECT e.version, e.type, e.schema_version, e.data, NULL::text FROM events e
  WHERE e.club_id = $1 AND e.stream_id = $2 AND e.version BETWEEN COALESCE((SELECT version FROM snap), 0) + 1 AND 2147483647
  ORDER BY e.version)`,
};

/** Reads a stream's trusted snapshot (of `codec`) and the events after it in one statement. */
export async function readSnapshotAndTail(
  db: Queryable,
  clubId: string,
  streamId: string,
  codec: string,
): Promise<SnapshotAndTail> {
  const { rows } = await db.query<Row>({ ...READ, values: [clubId, streamId, codec] });
  let snapshot: StoredSnapshot | undefined;
  const events: EventData[] = [];
  let ordered = true;
  for (const r of rows) {
    if (r.state !== null) {
      snapshot = { version: r.version, state: r.state };
      continue;
    }
    if (events.length > 0 && events[events.length - 1].version > r.version) ordered = false;
    events.push({
      version: r.version,
      type: r.type as string,
      schemaVersion: r.schema_version as number,
      data: r.data,
    });
  }
  if (!ordered) events.sort((a, b) => a.version - b.version); // UNION ALL keeps the order in practice; never rely on it
  return { snapshot, events };
}

/**
 * Stores a snapshot unless the stream already has a newer one of the same codec (concurrent writers
 * and processes are harmless: the newest wins). A row of another codec is always replaced.
 */
const UPSERT = {
  name: 'ledger_upsert_snapshot',
  text: `INSERT INTO session_snapshots (club_id, stream_id, version, codec, head_hash, state) VALUES ($1, $2, $3, $4, $5, $6)
ON CONFLICT (club_id, stream_id) DO UPDATE SET version = EXCLUDED.version, codec = EXCLUDED.codec,
  head_hash = EXCLUDED.head_hash, state = EXCLUDED.state, written_at = now()
WHERE session_snapshots.version < EXCLUDED.version OR session_snapshots.codec <> EXCLUDED.codec`,
};

/** Upserts a snapshot of `streamId` at `version` (see UPSERT); true when the row was written. */
export async function upsertSnapshot(
  db: Queryable,
  clubId: string,
  streamId: string,
  s: { version: number; codec: string; headHash: string; state: string },
): Promise<boolean> {
  const r = await db.query({ ...UPSERT, values: [clubId, streamId, s.version, s.codec, s.headHash, s.state] });
  return (r.rowCount ?? 0) > 0;
}
