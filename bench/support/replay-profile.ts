/** Ad hoc (not part of `npm run bench`): at BENCH_REPLAY_SIZES[0] events, the Node-only parts of a rebuild (parse, fold, views), then BENCH_ROUNDS rounds of (streaming rebuild with Node CPU time, raw pg-cursor read) and their ratio. */
import { fold, initialState, LawEvent } from '@ledger/laws';
import { Pool } from 'pg';
import Cursor from 'pg-cursor';
import { lastTouchedVersions, projectionRows } from '../../apps/ledger-api/src/ledger/projections/projection-rows';
import { rebuildProjectionsStreaming } from '../../apps/ledger-api/src/ledger/projections/stream-rebuild';
import { createTestDatabase } from '../../test/support/test-database';
import { generateEvents } from './generate-events';
import { templates } from './sessions';

async function main(): Promise<void> {
  const size = Number((process.env.BENCH_REPLAY_SIZES ?? '100000').split(',')[0]);
  const db = await createTestDatabase('bench_replay_profile');
  const pool = new Pool({ connectionString: db.url, max: 4 });
  try {
    const g = await generateEvents(pool, templates(8), 0, size);
    await pool.query('VACUUM ANALYZE events');
    const t = async (name: string, f: () => Promise<unknown>) => {
      const t0 = performance.now();
      await f();
      console.log(`${name}: ${(performance.now() - t0).toFixed(0)} ms`);
    };
    // Node-only work: the events of every stream in memory, folded and viewed.
    const rows = (
      await pool.query('SELECT stream_id, type, data::text AS d FROM events ORDER BY club_id, stream_id, version')
    ).rows;
    for (let round = 0; round < Number(process.env.PROFILE_NODE_ROUNDS ?? 3); round++) {
      const byStream = new Map<string, LawEvent[]>();
      await t('parse', async () => {
        for (const r of rows) {
          const e = JSON.parse(r.d);
          e.type = r.type;
          let l = byStream.get(r.stream_id);
          if (!l) byStream.set(r.stream_id, (l = []));
          l.push(e);
        }
      });
      const states: [string, ReturnType<typeof fold>, LawEvent[]][] = [];
      await t('fold', async () => {
        for (const [s, law] of byStream) states.push([s, fold(law, initialState), law]);
      });
      await t('projectionRows', async () => {
        for (const [s, st, law] of states) projectionRows(s, st, 'all', lastTouchedVersions(law));
      });
    }
    const ratios: number[] = [];
    for (let round = 0; round < Number(process.env.BENCH_ROUNDS ?? 5); round++) {
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      await rebuildProjectionsStreaming(pool);
      const cpu = process.cpuUsage(cpu0);
      const t1 = performance.now();
      const c = await pool.connect();
      await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const cursor = c.query(
        new Cursor('SELECT club_id, stream_id, type, data FROM events ORDER BY club_id, stream_id, version'),
      );
      while ((await cursor.read(5_000)).length === 5_000);
      await c.query('COMMIT');
      c.release();
      const t2 = performance.now();
      ratios.push((t2 - t1) / (t1 - t0));
      console.log(
        `rebuild ${g.written} events: ${(t1 - t0).toFixed(0)} ms, raw ${(t2 - t1).toFixed(0)} ms, ratio ${ratios[ratios.length - 1].toFixed(2)}, Node CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`,
      );
    }
    console.log(
      (
        await pool.query(
          'SELECT avg(pg_column_size(body))::int AS stored, avg(octet_length(body::text))::int AS text, count(*) FILTER (WHERE pg_column_size(body) < octet_length(body::text) / 2) AS compressed, count(*) FROM deal_views',
        )
      ).rows,
    );
    console.log(`median ratio ${ratios.sort((a, b) => a - b)[Math.floor(ratios.length / 2)].toFixed(2)}`);
  } finally {
    await pool.end();
    await db.drop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
