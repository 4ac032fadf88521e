import type { Queryable } from '@ledger/event-store';

/** A leaf of a club's log: the event it stands for and that event's hash (hex). */
export interface StoredLeaf {
  leaf: number;
  streamId: string;
  version: number;
  eventHash: string;
}

interface Row {
  leaf: string;
  stream_id: string;
  version: number;
  event_hash: string;
}

const toLeaf = (r: Row): StoredLeaf => ({
  leaf: Number(r.leaf),
  streamId: r.stream_id,
  version: r.version,
  eventHash: r.event_hash,
});

// The batches holding leaves [start, end): from the one holding `start` (the last starting at or
// before it) up to `end`; each with its session runs unpacked, each hash a slice of the batch's hashes.
const RANGE = `
WITH b AS (
  SELECT first_leaf, hashes FROM log_leaf_batches
  WHERE club_id = $1 AND first_leaf < $3 AND first_leaf >= coalesce((
    SELECT first_leaf FROM log_leaf_batches WHERE club_id = $1 AND first_leaf <= $2 ORDER BY first_leaf DESC LIMIT 1), 0)
)
SELECT u.leaf, r.stream_id, r.first_version + u.i::int - 1 AS version,
       encode(substring(b.hashes FROM (u.leaf - b.first_leaf)::int * 32 + 1 FOR 32), 'hex') AS event_hash
  FROM b JOIN log_leaf_runs r ON r.club_id = $1 AND r.batch_first_leaf = b.first_leaf
  CROSS JOIN LATERAL unnest(r.leaves) WITH ORDINALITY AS u(leaf, i)
  WHERE u.leaf >= $2 AND u.leaf < $3
  ORDER BY u.leaf`;

/** Leaves [start, end) of a club's log, in leaf order (only those sequenced). */
export async function readLeafRange(db: Queryable, clubId: string, start: number, end: number): Promise<StoredLeaf[]> {
  const r = await db.query<Row>({ name: 'club_log_leaf_range', text: RANGE, values: [clubId, start, end] });
  return r.rows.map(toLeaf);
}

// A session's runs overlapping [from, to], unpacked; with each hash only when asked ($5).
const SESSION = `
SELECT u.leaf, r.stream_id, r.first_version + u.i::int - 1 AS version,
       CASE WHEN $5 THEN encode(substring(b.hashes FROM (u.leaf - b.first_leaf)::int * 32 + 1 FOR 32), 'hex') END
         AS event_hash
  FROM log_leaf_runs r
  JOIN log_leaf_batches b ON b.club_id = r.club_id AND b.first_leaf = r.batch_first_leaf
  CROSS JOIN LATERAL unnest(r.leaves) WITH ORDINALITY AS u(leaf, i)
  WHERE r.club_id = $1 AND r.stream_id = $2 AND r.first_version <= $4
    AND r.first_version + cardinality(r.leaves) > $3
    AND r.first_version + u.i::int - 1 BETWEEN $3 AND $4
  ORDER BY version`;

/**
 * The leaves of a session's versions in [fromVersion, toVersion], in version order: one index range of
 * the session's runs. `withHashes: false` leaves `eventHash` empty (and reads no hash).
 */
export async function readSessionLeaves(
  db: Queryable,
  clubId: string,
  streamId: string,
  fromVersion = 1,
  toVersion = 2_147_483_647,
  withHashes = true,
): Promise<StoredLeaf[]> {
  const r = await db.query<Row>({
    name: 'club_log_session_leaves',
    text: SESSION,
    values: [clubId, streamId, fromVersion, toVersion, withHashes],
  });
  return r.rows.map((x) => ({ ...toLeaf(x), eventHash: x.event_hash ?? '' }));
}
