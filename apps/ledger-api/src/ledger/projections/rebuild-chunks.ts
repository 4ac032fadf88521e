import { escapeLiteral } from 'pg';

/** The first (club, stream) key of a chunk of streams. */
export type StreamKey = [club: string, stream: string];

/** Fewer streams than this: one chunk, read and folded by the caller alone (a thread would cost more than it saves). */
export const MIN_SPLIT_STREAMS = 64;
/** Streams per chunk at least, and chunks at most: enough chunks for the threads to end together, not so many that reopening a cursor counts. */
const MIN_CHUNK_STREAMS = 8;
const MAX_CHUNKS = 32;

/**
 * The stream count and the first key of each chunk, in one skip scan of the primary key: one index
 * descent per stream to the next (club, stream) pair, where `SELECT DISTINCT` read every index entry
 * (2.5 ms instead of 30 ms at 100k events; it grows with the streams, not the events). Chunk j holds
 * the streams whose rank i has floor(i·k / n) = j: k chunks of n/k streams, give or take one; one
 * chunk under MIN_SPLIT_STREAMS streams; no row at all for an empty table. `est`: the table's
 * estimated row count (pg_class.reltuples, from the last VACUUM or ANALYZE; -1 if none ran).
 */
export const CHUNK_BOUNDS = `WITH RECURSIVE s(c, st) AS (
  (SELECT club_id, stream_id FROM events ORDER BY club_id, stream_id LIMIT 1)
  UNION ALL
  SELECT n.club_id, n.stream_id FROM s, LATERAL (
    SELECT e.club_id, e.stream_id FROM events e WHERE (e.club_id, e.stream_id) > (s.c, s.st) ORDER BY e.club_id, e.stream_id LIMIT 1) n
), r AS (
  SELECT c, st, row_number() OVER (ORDER BY c, st) - 1 AS i, count(*) OVER () AS n FROM s
), k AS (
  SELECT c, st, i, n, CASE WHEN n < ${MIN_SPLIT_STREAMS} THEN 1 ELSE least(${MAX_CHUNKS}, n / ${MIN_CHUNK_STREAMS}) END AS k FROM r
)
SELECT n, c, st, (SELECT reltuples FROM pg_class WHERE oid = 'events'::regclass)::float8 AS est
FROM k WHERE i = 0 OR i * k / n <> (i - 1) * k / n ORDER BY i`;

/** The columns a chunk's cursor reads: the club and the session only on a stream's first event (EventRow). */
const COLUMNS = `CASE WHEN version = 1 THEN club_id END, CASE WHEN version = 1 THEN stream_id END, version, type, data`;

const keyLiteral = ([club, stream]: StreamKey) => `(${escapeLiteral(club)}::uuid, ${escapeLiteral(stream)})`;

/**
 * `DECLARE` of cursor `name` over chunk `j` of `bounds` (CHUNK_BOUNDS' keys): the events of its
 * streams in (club, stream, version) order, through the primary key (no sort). The first chunk has
 * no lower bound, the last no upper bound: with one chunk, every event.
 */
export function declareChunk(name: string, bounds: readonly StreamKey[], j: number): string {
  const where: string[] = [];
  if (j > 0) where.push(`(club_id, stream_id) >= ${keyLiteral(bounds[j])}`);
  if (j + 1 < bounds.length) where.push(`(club_id, stream_id) < ${keyLiteral(bounds[j + 1])}`);
  return `DECLARE ${name} NO SCROLL CURSOR FOR SELECT ${COLUMNS} FROM events${
    where.length ? ` WHERE ${where.join(' AND ')}` : ''
  } ORDER BY club_id, stream_id, version`;
}

/**
 * The chunks of one rebuild, claimed one at a time by whichever reader (the caller's, the thread's)
 * is free: a counter in shared memory, so that a thread that starts late or folds slower takes fewer.
 */
export class ChunkClaims {
  private readonly next: Int32Array;

  /** `shared`: the counter's memory (one Int32), from another ChunkClaims' `buffer`, or new. */
  constructor(
    readonly bounds: readonly StreamKey[],
    readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(4),
  ) {
    this.next = new Int32Array(buffer);
  }

  /** The next unclaimed chunk's number, or -1 when every chunk is claimed. */
  claim(): number {
    const j = Atomics.add(this.next, 0, 1);
    return j < this.bounds.length ? j : -1;
  }
}
