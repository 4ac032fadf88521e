import { Pool } from 'pg';
import { generateEvents } from '../../../../../bench/support/generate-events';
import { templates } from '../../../../../bench/support/sessions';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/test-database';
import { MIN_SPLIT_STREAMS } from './rebuild-chunks';
import { THREAD_APPLICATION } from './rebuild-messages';
import { rebuildProjectionsByStream } from './rebuild-projections';
import {
  MIN_THREAD_EVENTS,
  rebuildProjectionsStreaming,
  StreamRebuildProgress,
  StreamRebuildResult,
} from './stream-rebuild';

/** The thread joins at any size here (the table is far under MIN_THREAD_EVENTS). */
const SPLIT = { minThreadEvents: 0 };

/** Every row of every projection table as text, in a fixed order. */
const ROWS = ['session_views', 'deal_views', 'scoresheet_views', 'player_ledger'].map(
  (t) => `SELECT '${t}' AS t, x::text AS row FROM ${t} x ORDER BY x::text`,
);

describe('rebuildProjectionsStreaming split between this thread and the rebuild thread', () => {
  let db: TestDatabase;
  let pool: Pool;
  let streams: number;
  let events: number;
  beforeAll(async () => {
    db = await createTestDatabase('stream_rebuild');
    pool = new Pool({ connectionString: db.url, max: 4 });
    // short sessions of every variant, in enough streams to be cut into chunks
    const sessions = templates(2);
    const perCopy = sessions.reduce((n, s) => n + s.length, 0);
    await generateEvents(pool, sessions, 0, perCopy * Math.ceil((2 * MIN_SPLIT_STREAMS) / sessions.length));
    await pool.query('ANALYZE events'); // the statistics the thread's threshold reads
    ({ streams, events } = (
      await pool.query<{ streams: number; events: number }>(
        'SELECT count(DISTINCT (club_id, stream_id))::int AS streams, count(*)::int AS events FROM events',
      )
    ).rows[0]);
  }, 120_000);
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  const rows = async () => Promise.all(ROWS.map(async (sql) => (await pool.query(sql)).rows));
  const threadConnections = async () =>
    Number(
      (
        await pool.query(
          'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
          [THREAD_APPLICATION],
        )
      ).rows[0].n,
    );

  it('writes the rows of the stream-by-stream rebuild, byte for byte, with the thread folding a share', async () => {
    expect(streams).toBeGreaterThanOrEqual(2 * MIN_SPLIT_STREAMS);
    await rebuildProjectionsByStream(pool);
    const reference = await rows();
    expect(reference[0]).toHaveLength(streams);
    await pool.query('TRUNCATE session_views, deal_views, scoresheet_views, player_ledger');
    // The thread starts with the first split rebuild and is kept: a rebuild gives it a share once it is
    // up before this thread has claimed every chunk (the second, in practice).
    let seen: StreamRebuildProgress[] = [];
    let done: StreamRebuildResult | undefined;
    for (let i = 0; i < 5 && !done?.threadStreams; i++) {
      await pool.query('TRUNCATE session_views, deal_views, scoresheet_views, player_ledger');
      seen = [];
      done = await rebuildProjectionsStreaming(pool, (p) => seen.push({ ...p }), SPLIT);
    }
    expect(done!.threadStreams).toBeGreaterThan(0);
    expect(done!.threadStreams).toBeLessThan(streams);
    expect(done).toEqual({ streams, streamsDone: streams, events, threadStreams: done!.threadStreams });
    // progress grows to the end (this thread's streams one by one, the thread's batch by batch)
    expect(seen.at(-1)).toEqual({ streams, streamsDone: streams, events });
    for (let i = 1; i < seen.length; i++) expect(seen[i].streamsDone).toBeGreaterThan(seen[i - 1].streamsDone);
    expect(await rows()).toEqual(reference);
    // the thread read with a connection of its own, kept for the next rebuild
    expect(await threadConnections()).toBe(1);
  });

  it('folds every stream on the calling thread under MIN_THREAD_EVENTS events, and with { thread: false }', async () => {
    expect(events).toBeLessThan(MIN_THREAD_EVENTS);
    expect((await rebuildProjectionsStreaming(pool)).threadStreams).toBe(0);
    expect((await rebuildProjectionsStreaming(pool, undefined, { ...SPLIT, thread: false })).threadStreams).toBe(0);
  });

  it('rolls everything back when the thread fails: the old rows stay', async () => {
    await rebuildProjectionsStreaming(pool, undefined, SPLIT);
    const before = await rows();
    const mark = `UPDATE session_views SET status = 'stale marker' WHERE session_id = (SELECT min(session_id) FROM session_views)`;
    // The thread's connection dies in the middle of a rebuild (terminated as soon as its transaction is
    // open). Its transaction may be over before it is seen (the rebuild then commits): tried again.
    let killed = 0;
    let outcome = '';
    let marked: unknown[] = [];
    for (let attempt = 0; attempt < 5 && !killed; attempt++) {
      await pool.query(mark);
      marked = await rows();
      const settled = rebuildProjectionsStreaming(pool, undefined, SPLIT).then(
        () => 'committed',
        (e: Error) => e.message,
      );
      let over = false;
      void settled.then(() => (over = true));
      while (!killed && !over) {
        const r = await pool.query<{ n: number }>(
          `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND application_name = $1 AND xact_start IS NOT NULL`,
          [THREAD_APPLICATION],
        );
        killed = r.rows[0].n;
      }
      outcome = await settled;
    }
    expect(killed).toBe(1);
    // the failure is the thread's (its own message is pg's, which depends on when the socket closed:
    // "terminating connection …", "Connection terminated …", ECONNRESET, "… not queryable")
    expect(outcome).toMatch(/^the rebuild thread failed: /);
    expect(await rows()).toEqual(marked);
    expect(marked).not.toEqual(before);
    // and the next rebuild (a new connection for the thread) succeeds
    await rebuildProjectionsStreaming(pool, undefined, SPLIT);
    expect(await rows()).toEqual(before);
  });
});
