/**
 * `npm run bench:replay`: a full rebuild of every projection from the events against a plain
 * `pg-cursor` read of the same rows (same query, same order), at growing table sizes.
 * The events are sessions of every variant (one template session per variant, each 8 deals played
 * through the laws' `decide`), copied into many streams with their own clubs, ids and valid hash
 * chains, interleaved as concurrent tables write them. At each size: BENCH_ROUNDS interleaved rounds
 * of (raw read, streaming rebuild), medians; once per size the stream-by-stream rebuild (legacy),
 * and at the first size a check that both rebuilds leave byte-identical projection rows.
 * Env: BENCH_REPLAY_SIZES (default 100000,1000000), BENCH_ROUNDS (3), BENCH_REPLAY_LEGACY (1: at every
 * size; `first`: only at the first, where the check is, as `npm run bench` runs it; 0: never, no check),
 * BENCH_REPLAY_WARMUP (default on: one untimed round of both sides before the first size's rounds; 0: none).
 * BENCH_REPLAY_MIN_THREAD_EVENTS (the rebuild thread joins from this many events; default the rebuild's MIN_THREAD_EVENTS).
 */
import { EventStore } from '@ledger/event-store';
import { Pool } from 'pg';
import Cursor from 'pg-cursor';
import { rebuildProjectionsByStream } from '../apps/ledger-api/src/ledger/projections/rebuild-projections';
import { rebuildProjectionsStreaming } from '../apps/ledger-api/src/ledger/projections/stream-rebuild';
import { createTestDatabase } from '../test/support/test-database';
import { generateEvents, streamIdOf } from './support/generate-events';
import { templates } from './support/sessions';

const SIZES = (process.env.BENCH_REPLAY_SIZES ?? '100000,1000000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LEGACY = process.env.BENCH_REPLAY_LEGACY ?? '1';
/** One untimed round of both sides before the first size's rounds (BENCH_REPLAY_WARMUP=0: none). */
const WARMUP = process.env.BENCH_REPLAY_WARMUP !== '0';
/** BENCH_REPLAY_MIN_THREAD_EVENTS: the rebuild thread's threshold for this run (default the rebuild's own, MIN_THREAD_EVENTS). */
const REBUILD_OPTIONS = process.env.BENCH_REPLAY_MIN_THREAD_EVENTS
  ? { minThreadEvents: Number(process.env.BENCH_REPLAY_MIN_THREAD_EVENTS) }
  : {};
const RAW_SQL = 'SELECT club_id, stream_id, type, data FROM events ORDER BY club_id, stream_id, version';
const DIGEST = ['session_views', 'deal_views', 'scoresheet_views', 'player_ledger']
  .map(
    (t) =>
      `SELECT '${t}' AS t, count(*) AS n, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS d FROM ${t} x`,
  )
  .join(' UNION ALL ');

/** Reads every row of the query with pg-cursor in a REPEATABLE READ snapshot; returns the row count. */
async function rawRead(pool: Pool, sql: string): Promise<number> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const cursor = c.query(new Cursor(sql));
    let n = 0;
    for (;;) {
      const rows = await cursor.read(5_000);
      n += rows.length;
      if (rows.length < 5_000) break;
    }
    await cursor.close();
    await c.query('COMMIT');
    return n;
  } finally {
    c.release();
  }
}

async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await f();
  return { ms: performance.now() - t0, value };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const label = (n: number) => (n >= 1_000_000 && n % 1_000_000 === 0 ? `${n / 1_000_000}m` : `${Math.round(n / 1000)}k`);
const digest = async (pool: Pool) => JSON.stringify((await pool.query(DIGEST)).rows);

interface SizeFigures {
  size: number;
  events: number;
  raw: number;
  rebuild: number;
  ratio: number;
  legacy?: number;
  rawAll: number;
}

async function measure(pool: Pool, size: number, events: number, check: boolean): Promise<SizeFigures> {
  const rawAll =
    events /
    ((await timed(() => rawRead(pool, 'SELECT * FROM events ORDER BY club_id, stream_id, version'))).ms / 1000);
  let legacy: number | undefined;
  let legacyDigest = '';
  if (LEGACY !== '0' && (LEGACY !== 'first' || check)) {
    const t = await timed(() => rebuildProjectionsByStream(pool));
    legacy = t.value.events / (t.ms / 1000);
    legacyDigest = await digest(pool);
  }
  const raws: number[] = [];
  const rebuilds: number[] = [];
  const ratios: number[] = [];
  if (check && WARMUP) {
    // The first size runs first in a fresh process: one untimed round of each side lets V8 compile the fold,
    // the views and the COPY text (the rebuild ran 86k → 206k events/s over its first rounds while the raw
    // read stayed flat), so that every size is measured in the steady state a long-running process has.
    const w0 = performance.now();
    await rawRead(pool, RAW_SQL);
    await rebuildProjectionsStreaming(pool, undefined, REBUILD_OPTIONS);
    console.log(`  ${label(size)} warm-up round (untimed): ${(performance.now() - w0).toFixed(0)} ms`);
  }
  for (let r = 0; r < ROUNDS; r++) {
    const sides = r % 2 === 0 ? (['raw', 'rebuild'] as const) : (['rebuild', 'raw'] as const);
    const got: Record<string, number> = {};
    for (const side of sides) {
      if (side === 'raw') {
        const t = await timed(() => rawRead(pool, RAW_SQL));
        if (t.value !== events) throw new Error(`raw read ${t.value} rows, expected ${events}`);
        got.raw = events / (t.ms / 1000);
      } else {
        const t = await timed(() => rebuildProjectionsStreaming(pool, undefined, REBUILD_OPTIONS));
        if (t.value.events !== events) throw new Error(`rebuild folded ${t.value.events} events, expected ${events}`);
        got.rebuild = events / (t.ms / 1000);
      }
    }
    raws.push(got.raw);
    rebuilds.push(got.rebuild);
    ratios.push(got.rebuild / got.raw);
    console.log(
      `  ${label(size)} round ${r + 1}: raw ${Math.round(got.raw)} ev/s, rebuild ${Math.round(got.rebuild)} ev/s`,
    );
  }
  if (check && legacy !== undefined) {
    const same = (await digest(pool)) === legacyDigest;
    console.log(
      `  projection rows after the streaming rebuild ${same ? 'are byte-identical to' : 'DIFFER from'} the stream-by-stream rebuild's`,
    );
    if (!same) throw new Error('the streaming rebuild wrote other rows than the stream-by-stream rebuild');
  }
  return { size, events, raw: median(raws), rebuild: median(rebuilds), ratio: median(ratios), legacy, rawAll };
}

async function main(): Promise<void> {
  const db = await createTestDatabase('bench_replay');
  const pool = new Pool({ connectionString: db.url, max: 4 });
  pool.on('error', () => undefined);
  try {
    const t0 = performance.now();
    const sessions = templates(8);
    console.log(
      `templates: ${sessions.map((s) => s.length).join(', ')} events (whist, dummy-whist, bridge-1904, solo-whist, hearts) in ${(performance.now() - t0).toFixed(0)} ms`,
    );
    await pool.query('ALTER DATABASE "' + db.name + '" SET synchronous_commit = off'); // loading only; measured work is read-mostly
    let stream = 0;
    let total = 0;
    const figures: SizeFigures[] = [];
    for (const [i, size] of SIZES.entries()) {
      const g = await timed(() => generateEvents(pool, sessions, stream, size - total));
      stream = g.value.nextStream;
      total += g.value.written;
      await pool.query('VACUUM ANALYZE events');
      console.log(
        `table at ${total} events in ${stream} streams (+${g.value.written} in ${(g.ms / 1000).toFixed(1)} s, then VACUUM ANALYZE)`,
      );
      if (i === 0) {
        const v = await new EventStore(pool).verify(streamIdOf(1), {
          clubId: (await pool.query('SELECT club_id FROM events WHERE stream_id = $1 LIMIT 1', [streamIdOf(1)])).rows[0]
            .club_id,
        });
        if (!v.valid) throw new Error('generated hash chain does not verify');
      }
      figures.push(await measure(pool, size, total, i === 0));
    }
    report(figures);
  } finally {
    await pool.end();
    await db.drop();
  }
}

function report(figures: SizeFigures[]): void {
  console.log(
    `\n${'events'.padStart(9)} ${'raw ev/s'.padStart(10)} ${'rebuild ev/s'.padStart(13)} ${'ratio'.padStart(6)} ${'legacy ev/s'.padStart(12)} ${'raw SELECT * ev/s'.padStart(18)}`,
  );
  for (const f of figures) {
    console.log(
      `${String(f.events).padStart(9)} ${Math.round(f.raw).toString().padStart(10)} ${Math.round(f.rebuild).toString().padStart(13)} ${f.ratio.toFixed(2).padStart(6)} ${(f.legacy ? Math.round(f.legacy).toString() : '-').padStart(12)} ${Math.round(f.rawAll).toString().padStart(18)}`,
    );
  }
  console.log('');
  for (const f of figures) {
    const l = label(f.size);
    console.log(`BENCH replay-raw-${l} ${Math.round(f.raw)} events/s`);
    console.log(`BENCH replay-rebuild-${l} ${Math.round(f.rebuild)} events/s`);
    console.log(`BENCH replay-rebuild-${l}-ratio ${f.ratio.toFixed(2)}`);
    if (f.legacy) console.log(`BENCH replay-legacy-${l} ${Math.round(f.legacy)} events/s`);
  }
  if (figures.length > 1) {
    const [a, b] = [figures[0], figures[figures.length - 1]];
    console.log(`BENCH replay-rebuild-growth-ratio ${(b.rebuild / a.rebuild).toFixed(2)}`);
    console.log(`BENCH replay-raw-growth-ratio ${(b.raw / a.raw).toFixed(2)}`);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
