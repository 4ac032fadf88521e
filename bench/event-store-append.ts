/**
 * Append benchmark: EventStore.append against a plain `pg` multi-row INSERT of the same rows into a
 * table with the same unique (club_id, stream_id, version) guard, in one process and database.
 * Rounds are interleaved (ours, baseline, then baseline, ours, …) and the ratio is the median of the
 * per-round ratios, so it holds on a noisy machine. `npm run bench:append [-- --rounds=N …]`.
 * Sizes: --deals / BENCH_DEALS (13-event-batch deals per writer per round, default 30),
 * --single-deals / BENCH_SINGLE_DEALS (single-event deals per writer per round, default 5),
 * --rounds / BENCH_ROUNDS (default 20). A deal is 60 CardPlayed-like events in a new stream.
 */
import { EventStore } from '@ledger/event-store';
import { Pool } from 'pg';
import { createTestDatabase } from '../test/support/test-database';
import { createBaselineTable } from './support/baseline';
import { runRound } from './support/run-round';
import { medianRatio, rate, setting, Timing } from './support/stats';
import { Mode } from './support/workload';

const DEALS = setting('deals', 'BENCH_DEALS', 30);
const SINGLE_DEALS = setting('single-deals', 'BENCH_SINGLE_DEALS', 5);
const ROUNDS = setting('rounds', 'BENCH_ROUNDS', 20);
const CASES: { writers: number; mode: Mode }[] = [
  { writers: 1, mode: 'single' },
  { writers: 8, mode: 'single' },
  { writers: 1, mode: 'batch13' },
  { writers: 8, mode: 'batch13' },
];

interface Figure {
  name: string;
  ours: number;
  baseline: number;
  ratio: number;
}

async function measure(store: EventStore, pool: Pool, writers: number, mode: Mode): Promise<Figure> {
  const deals = mode === 'single' ? SINGLE_DEALS : DEALS;
  const t: Record<'ours' | 'baseline', Timing[]> = { ours: [], baseline: [] };
  for (let round = -1; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (['ours', 'baseline'] as const) : (['baseline', 'ours'] as const);
    for (const side of order) {
      const timing = await runRound(store, pool, { side, mode, writers, deals, tag: `${side}-${writers}-${mode}-${round}` });
      if (round >= 0) t[side].push(timing); // round -1 warms up prepared statements and caches
    }
  }
  return { name: `append-${writers}w-${mode}`, ours: rate(t.ours), baseline: rate(t.baseline), ratio: medianRatio(t.ours, t.baseline) };
}

function report(figures: readonly Figure[]): void {
  console.log(`\n${'case'.padEnd(22)} ${'ours ev/s'.padStart(10)} ${'baseline ev/s'.padStart(14)}  median ratio`);
  for (const f of figures) {
    console.log(`${f.name.padEnd(22)} ${f.ours.toFixed(0).padStart(10)} ${f.baseline.toFixed(0).padStart(14)}  ${f.ratio.toFixed(2)}`);
  }
  console.log('');
  for (const f of figures) {
    console.log(`BENCH ${f.name} ${Math.round(f.ours)} events/s`);
    console.log(`BENCH ${f.name}-ratio ${f.ratio.toFixed(2)}`);
  }
}

async function main(): Promise<void> {
  const db = await createTestDatabase('es_bench');
  const pool = new Pool({ connectionString: db.url, max: 8 });
  pool.on('error', () => undefined); // a closing connection terminated by the final DROP … WITH (FORCE)
  try {
    await createBaselineTable(pool);
    const store = new EventStore(pool);
    const figures: Figure[] = [];
    for (const c of CASES) {
      figures.push(await measure(store, pool, c.writers, c.mode));
      console.log(`measured ${figures[figures.length - 1].name} (${ROUNDS} interleaved rounds)`);
    }
    report(figures);
  } finally {
    await pool.end();
    await db.drop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
