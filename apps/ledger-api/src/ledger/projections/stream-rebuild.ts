import { fold, initialState, LawEvent } from '@ledger/laws';
import type { Pool, PoolClient } from 'pg';
import { toLawEvent } from '../stored-law-event';
import { lastTouchedVersions, projectionRows, ProjectionRows } from './projection-rows';

/** Progress of a rebuild: streams done of all, events folded. */
export interface StreamRebuildProgress {
  streamsDone: number;
  streams: number;
  events: number;
}

const PROJECTION_TABLES = 'session_views, deal_views, scoresheet_views, player_ledger';
/** Events of every stream in stream order, through the primary key (no sort, no per-stream query). */
const READ = `DECLARE rebuild_events NO SCROLL CURSOR FOR
  SELECT club_id, stream_id, type, data FROM events ORDER BY club_id, stream_id, version`;
const FETCH_ROWS = 5_000;
const FLUSH_STREAMS = 250;
/** Statements queued on the writer before folding waits for the oldest. */
const MAX_WRITES = 3;

/**
 * Every projection row of many streams in ONE statement (the tables were truncated in this
 * transaction). The rows travel as three JSON documents that the server unpacks: one
 * JSON.stringify per batch instead of escaping every body into a Postgres array literal.
 */
const INSERT_ALL = `WITH
s AS (INSERT INTO session_views (club_id, session_id, variant, status, version, body)
  SELECT (e->>'c')::uuid, e->>'s', e->>'va', e->>'st', (e->>'v')::int, e->'b' FROM jsonb_array_elements($1::jsonb) e),
d AS (INSERT INTO deal_views (club_id, session_id, deal_number, version, body)
  SELECT (e->>'c')::uuid, e->>'s', (e->>'n')::int, (e->>'v')::int, e->'b' FROM jsonb_array_elements($2::jsonb) e),
c AS (INSERT INTO scoresheet_views (club_id, session_id, version, body)
  SELECT (e->>'c')::uuid, e->>'s', (e->>'v')::int, e->'h' FROM jsonb_array_elements($1::jsonb) e),
l AS (INSERT INTO player_ledger (club_id, player_id, session_id, variant, unit, balance, version)
  SELECT (e->>'c')::uuid, e->>'p', e->>'s', e->>'va', e->>'u', (e->>'b')::numeric, (e->>'v')::int FROM jsonb_array_elements($3::jsonb) e)
SELECT 1`;

interface Row {
  club_id: string;
  stream_id: string;
  type: string;
  data: object;
}

/** The buffered streams' rows, as the objects INSERT_ALL unpacks. */
class Batch {
  readonly sessions: object[] = [];
  readonly deals: object[] = [];
  readonly ledger: object[] = [];
  streams = 0;

  add(c: string, s: string, r: ProjectionRows): void {
    const v = r.session;
    this.sessions.push({ c, s, va: v.variant, st: v.status, v: v.version, b: v.body, h: r.scoresheet.body });
    for (const d of r.deals) this.deals.push({ c, s, n: d.number, v: d.version, b: d.body });
    for (const l of r.ledger) this.ledger.push({ c, p: l.playerId, s, va: l.variant, u: l.unit, b: l.balance, v: l.version });
    this.streams++;
  }

  /** The statement's parameters. */
  values(): string[] {
    return [JSON.stringify(this.sessions), JSON.stringify(this.deals), JSON.stringify(this.ledger)];
  }
}

/**
 * The rebuild in one pass: a server-side cursor over `events` in (club, stream, version) order,
 * folding each stream as its rows arrive and inserting the rows of many streams per statement, the
 * next pages fetched and the last inserts written while this one is folded. Same rows, byte for byte, as the stream-by-stream
 * rebuild (`projectionRows` of the whole stream), in one transaction: readers see the old rows until
 * it commits. The events are read in a REPEATABLE READ snapshot taken before the truncation.
 */
export async function rebuildProjectionsStreaming(pool: Pool, onProgress: (p: StreamRebuildProgress) => void = () => undefined): Promise<StreamRebuildProgress> {
  const reader = await pool.connect();
  const writer = await pool.connect();
  let failed: unknown;
  try {
    await reader.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const count = reader.query<{ n: string }>('SELECT count(*) AS n FROM (SELECT DISTINCT club_id, stream_id FROM events) s');
    const progress: StreamRebuildProgress = { streamsDone: 0, streams: Number((await count).rows[0].n), events: 0 };
    await reader.query(READ);
    await writer.query('BEGIN');
    await writer.query(`TRUNCATE ${PROJECTION_TABLES}`);
    await foldAll(reader, writer, progress, onProgress);
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

async function foldAll(reader: PoolClient, writer: PoolClient, progress: StreamRebuildProgress, onProgress: (p: StreamRebuildProgress) => void): Promise<void> {
  const fetch = () => handled(reader.query<Row>(`FETCH ${FETCH_ROWS} FROM rebuild_events`));
  const pages = [fetch(), fetch()]; // the server reads ahead while a page is folded
  const writes: Promise<unknown>[] = [];
  let batch = new Batch();
  let law: LawEvent[] = [];
  let club = '';
  let stream = '';
  const endStream = () => {
    if (law.length === 0) return;
    const state = fold(law, initialState);
    batch.add(club, stream, projectionRows(stream, state, 'all', lastTouchedVersions(law)));
    progress.streamsDone++;
    progress.events += law.length;
    onProgress(progress);
    law = [];
  };
  const flush = async () => {
    if (batch.streams === 0) return;
    const values = batch.values();
    batch = new Batch();
    if (writes.length >= MAX_WRITES) await writes.shift();
    writes.push(handled(writer.query(INSERT_ALL, values)));
  };
  for (;;) {
    const rows = (await pages.shift()!).rows;
    if (rows.length === FETCH_ROWS) pages.push(fetch());
    for (const r of rows) {
      if (r.stream_id !== stream || r.club_id !== club) {
        endStream();
        club = r.club_id;
        stream = r.stream_id;
      }
      law.push(toLawEvent({ type: r.type, data: r.data as never }));
    }
    if (batch.streams >= FLUSH_STREAMS) await flush();
    if (rows.length < FETCH_ROWS) break;
  }
  endStream();
  await flush();
  await Promise.all([...pages, ...writes]);
}

/** Marks a promise awaited later as handled, so a rejection before then is not reported as unhandled. */
function handled<T>(p: Promise<T>): Promise<T> {
  p.catch(() => undefined);
  return p;
}
