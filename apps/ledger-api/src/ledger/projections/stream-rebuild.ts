import type { Pool, PoolClient, QueryArrayResult, QueryResult } from 'pg';
import { CopyIn } from './copy-in';
import { PROJECTION_TABLE_NAMES } from './projection-tables';
import { EventRow, StreamFolder, StreamRebuildProgress } from './stream-folder';

export type { StreamRebuildProgress } from './stream-folder';

/**
 * Events of every stream in stream order, through the primary key (no sort, no per-stream query). The
 * club and the session only on a stream's first event (EventRow): the event store writes every stream
 * from version 1 without gaps, and the folder checks each version follows the one before.
 */
const READ = `DECLARE rebuild_events NO SCROLL CURSOR FOR
  SELECT CASE WHEN version = 1 THEN club_id END, CASE WHEN version = 1 THEN stream_id END, version, type, data
  FROM events ORDER BY club_id, stream_id, version`;
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
 * A batch is sent once its COPY text reaches this many bytes (about 30 streams of the bench's
 * 8-deal sessions), not after a fixed number of streams: with long streams a stream count made one
 * huge insert at the end and nothing for the server to do while Node folded.
 */
const FLUSH_BYTES = 1 << 19;
/** Batches queued on the writer before folding waits for the oldest. */
const MAX_WRITES = 8;

/**
 * The rebuild in one pass: a server-side cursor over `events` in (club, stream, version) order,
 * folding each stream as its rows arrive and copying the rows of many streams into the tables per
 * batch (COPY, ProjectionCopy), the next pages fetched and the last batches written while this one is
 * folded. Same rows, byte for byte, as the stream-by-stream rebuild (`projectionRows` of the whole
 * stream), in one transaction: readers see the old rows until it commits. The events are read in a
 * REPEATABLE READ snapshot taken before the truncation.
 *
 * Start-up is queued, not awaited step by step: pg sends each of a client's queries as soon as the one
 * before is answered, so the reader declares the cursor and asks for the first two pages right after
 * exporting its snapshot, and the writer joins that snapshot, counts the streams and truncates in one
 * round trip (one simple-query message of several statements) while they come.
 */
export async function rebuildProjectionsStreaming(
  pool: Pool,
  onProgress: (p: StreamRebuildProgress) => void = NO_PROGRESS,
): Promise<StreamRebuildProgress> {
  const reader = await pool.connect();
  const writer = await pool.connect();
  let failed: unknown;
  try {
    const began = handled(reader.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY'));
    const exported = handled(reader.query<{ s: string }>('SELECT pg_export_snapshot() AS s'));
    const declared = handled(reader.query(READ));
    const pages = new Pages(reader);
    await began;
    const snapshot = (await exported).rows[0].s;
    // The writer in the reader's snapshot (the server's own id: no parameter allowed here). Safe with
    // synchronous_commit off: a rebuild lost in a crash is simply run again (the events are the truth).
    const joined = handled(
      writer.query(
        `BEGIN ISOLATION LEVEL REPEATABLE READ; SET TRANSACTION SNAPSHOT '${snapshot}'; SET LOCAL synchronous_commit = off; ${COUNT_STREAMS}`,
      ) as unknown as Promise<QueryResult<{ n: string }>[]>,
    );
    // The truncation goes on while Node folds the first pages; the writer runs it before its first batch.
    const truncated = handled(writer.query(`TRUNCATE ${PROJECTION_TABLE_NAMES}`));
    await declared;
    const progress: StreamRebuildProgress = { streamsDone: 0, streams: 0, events: 0 };
    // The count (a skip scan: a few ms) is known before the first stream is reported.
    progress.streams = Number((await joined)[3].rows[0].n);
    await foldAll(pages, writer, progress, onProgress);
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

/** The cursor's pages, two asked for ahead of the one being folded (the server reads on while Node folds). */
class Pages {
  private readonly ahead: Promise<QueryArrayResult<EventRow>>[];

  constructor(private readonly reader: PoolClient) {
    this.ahead = [this.fetch(), this.fetch()];
  }

  /** The next page's rows (fewer than FETCH_ROWS: the last), asking for the one after it when there may be one. */
  async next(): Promise<EventRow[]> {
    const rows = (await this.ahead.shift()!).rows;
    if (rows.length === FETCH_ROWS) this.ahead.push(this.fetch());
    return rows;
  }

  /** Waits for the pages still asked for (none after the last page; each one after a failure, rejected). */
  async settled(): Promise<void> {
    await Promise.allSettled(this.ahead);
  }

  private fetch(): Promise<QueryArrayResult<EventRow>> {
    return handled(this.reader.query<EventRow>({ text: `FETCH ${FETCH_ROWS} FROM rebuild_events`, rowMode: 'array' }));
  }
}

/** The default progress callback: one function for every rebuild (no new call target per call). */
const NO_PROGRESS = (): void => undefined;

async function foldAll(
  pages: Pages,
  writer: PoolClient,
  progress: StreamRebuildProgress,
  onProgress: (p: StreamRebuildProgress) => void,
): Promise<void> {
  const writes: Promise<unknown>[] = [];
  const folder = new StreamFolder(progress, onProgress);
  const flush = async () => {
    const copies = folder.takeBatch();
    if (!copies) return;
    if (writes.length >= MAX_WRITES) await writes.shift();
    writes.push(handled(writer.query(new CopyIn(copies)).done));
  };
  try {
    for (;;) {
      const rows = await pages.next();
      const fetched = rows.length;
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
  } finally {
    await pages.settled();
  }
  await Promise.all(writes);
}

/** Marks a promise awaited later as handled, so a rejection before then is not reported as unhandled. */
function handled<T>(p: Promise<T>): Promise<T> {
  p.catch(() => undefined);
  return p;
}
