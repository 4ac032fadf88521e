import type { Pool, PoolClient } from 'pg';
import { BULK_INSERT } from './projection-sql';
import { PROJECTION_TABLE_NAMES } from './projection-tables';
import { EventRow, StreamFolder, StreamRebuildProgress } from './stream-folder';

export type { StreamRebuildProgress } from './stream-folder';

/** Events of every stream in stream order, through the primary key (no sort, no per-stream query). */
const READ = `DECLARE rebuild_events NO SCROLL CURSOR FOR
  SELECT club_id, stream_id, type, data FROM events ORDER BY club_id, stream_id, version`;
/**
 * The number of streams, by a skip scan of the primary key: one index descent per stream to the next
 * (club, stream) pair, where `SELECT DISTINCT` read every index entry (2.5 ms instead of 30 ms at
 * 100k events, and it grows with the streams, not the events).
 */
const COUNT_STREAMS = `WITH RECURSIVE s(c, st) AS (
  (SELECT club_id, stream_id FROM events ORDER BY club_id, stream_id LIMIT 1)
  UNION ALL
  SELECT n.club_id, n.stream_id FROM s, LATERAL (
    SELECT e.club_id, e.stream_id FROM events e WHERE (e.club_id, e.stream_id) > (s.c, s.st) ORDER BY e.club_id, e.stream_id LIMIT 1) n
)
SELECT count(*) AS n FROM s`;
/**
 * Rows per FETCH. Small pages: a page's parsed rows are alive while it is folded, and 5,000 rows
 * (2-3 MB of objects) were still there at the next scavenge; at 1,000 the collector copies a fifth
 * of that. The round trips are hidden by the read-ahead.
 */
const FETCH_ROWS = 1_000;
/**
 * A batch is sent once its JSON text reaches this many bytes (about 30 streams of the bench's
 * 8-deal sessions), not after a fixed number of streams: with long streams a stream count made one
 * huge insert at the end and nothing for the server to do while Node folded.
 */
const FLUSH_BYTES = 1 << 19;
/** Statements queued on the writer before folding waits for the oldest. */
const MAX_WRITES = 8;

/**
 * The rebuild in one pass: a server-side cursor over `events` in (club, stream, version) order,
 * folding each stream as its rows arrive and inserting the rows of many streams per statement, the
 * next pages fetched and the last inserts written while this one is folded. Same rows, byte for byte, as the stream-by-stream
 * rebuild (`projectionRows` of the whole stream), in one transaction: readers see the old rows until
 * it commits. The events are read in a REPEATABLE READ snapshot taken before the truncation.
 */
export async function rebuildProjectionsStreaming(
  pool: Pool,
  onProgress: (p: StreamRebuildProgress) => void = NO_PROGRESS,
): Promise<StreamRebuildProgress> {
  const reader = await pool.connect();
  const writer = await pool.connect();
  let failed: unknown;
  try {
    await reader.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await reader.query<{ s: string }>('SELECT pg_export_snapshot() AS s')).rows[0].s;
    const declared = handled(reader.query(READ));
    // The writer counts the streams and truncates in the reader's snapshot while the reader declares and fetches.
    await writer.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    await writer.query(`SET TRANSACTION SNAPSHOT '${snapshot}'`); // the server's own id: no parameter allowed here
    // Safe: a rebuild lost in a crash is simply run again (the events are the truth); saves the commit's wait for the WAL flush.
    await writer.query('SET LOCAL synchronous_commit = off');
    const counted = handled(writer.query<{ n: string }>(COUNT_STREAMS));
    const truncated = handled(writer.query(`TRUNCATE ${PROJECTION_TABLE_NAMES}`));
    await declared;
    const progress: StreamRebuildProgress = { streamsDone: 0, streams: 0, events: 0 };
    // The count (a skip scan: a few ms) is known before the first stream is reported; the
    // truncation goes on while Node folds the first pages (it waited for it before: 30-80 ms of an
    // idle Node at 100k events). The writer runs it before its first insert.
    progress.streams = Number((await counted).rows[0].n);
    await foldAll(reader, writer, progress, onProgress);
    await truncated;
    await writer.query('COMMIT');
    return progress;
  } catch (e) {
    failed = e;
    await writer.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    await reader.query('ROLLBACK').catch(() => undefined);
    reader.release(failed instanceof Error ? failed : undefined);
    writer.release(failed instanceof Error ? failed : undefined);
  }
}

/** The default progress callback: one function for every rebuild (no new call target per call). */
const NO_PROGRESS = (): void => undefined;

async function foldAll(
  reader: PoolClient,
  writer: PoolClient,
  progress: StreamRebuildProgress,
  onProgress: (p: StreamRebuildProgress) => void,
): Promise<void> {
  const fetch = () =>
    handled(reader.query<EventRow>({ text: `FETCH ${FETCH_ROWS} FROM rebuild_events`, rowMode: 'array' }));
  const pages = [fetch(), fetch()]; // the server reads ahead while a page is folded
  const writes: Promise<unknown>[] = [];
  const folder = new StreamFolder(progress, onProgress);
  const flush = async () => {
    const values = folder.takeBatch();
    if (!values) return;
    if (writes.length >= MAX_WRITES) await writes.shift();
    writes.push(handled(writer.query(BULK_INSERT, values)));
  };
  for (;;) {
    const rows = (await pages.shift()!).rows;
    const fetched = rows.length;
    if (fetched === FETCH_ROWS) pages.push(fetch());
    folder.fold(rows);
    // Let go of the page's rows: something in the driver keeps a finished query's result reachable
    // for a while, and the pages it held survived two scavenges into the old generation (35 MB per
    // 100k events promoted, a quarter of the rebuild's time in the collector); emptied, they die young.
    rows.length = 0;
    if (folder.batchBytes >= FLUSH_BYTES) await flush();
    if (fetched < FETCH_ROWS) break;
  }
  folder.endStream();
  await flush();
  await Promise.all([...pages, ...writes]);
}

/** Marks a promise awaited later as handled, so a rejection before then is not reported as unhandled. */
function handled<T>(p: Promise<T>): Promise<T> {
  p.catch(() => undefined);
  return p;
}
