/** Ad-hoc: times the phases of the streaming rebuild at BENCH_REPLAY_SIZES[0] events (not part of `npm run bench`). */
import { fold, initialState, LawEvent } from '@ledger/laws';
import { Pool } from 'pg';
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
    const rows = (await pool.query('SELECT stream_id, type, data::text AS d FROM events ORDER BY club_id, stream_id, version')).rows;
    for (let round = 0; round < 3; round++) {
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
    for (let round = 0; round < 3; round++) await t(`rebuild ${g.written} events`, () => rebuildProjectionsStreaming(pool));
  } finally {
    await pool.end();
    await db.drop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
