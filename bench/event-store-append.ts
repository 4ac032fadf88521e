/**
 * Append benchmark: EventStore.append against a plain `pg` INSERT of the same rows, interleaved round
 * by round (ours, baseline, ours, …) in one process and database. `npm run bench:append`.
 * Env: BENCH_DEALS (deals per writer per round, default 40), BENCH_ROUNDS (default 3),
 * BENCH_SINGLE_DEALS (deals per writer per round for single-event appends, default 8).
 */
import { EventStore } from '@ledger/event-store';
import { Pool } from 'pg';
import { createTestDatabase } from '../test/support/test-database';
import { createBaselineTable } from './support/baseline';
import { runRound } from './support/run-round';
import { Mode } from './support/workload';

const DEALS = Number(process.env.BENCH_DEALS ?? 40);
const SINGLE_DEALS = Number(process.env.BENCH_SINGLE_DEALS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CASES: { writers: number; mode: Mode }[] = [
  { writers: 1, mode: 'batch13' },
  { writers: 8, mode: 'batch13' },
  { writers: 1, mode: 'single' },
  { writers: 8, mode: 'single' },
];

interface Figure {
  name: string;
  ours: number;
  baseline: number;
}

async function measure(store: EventStore, pool: Pool, writers: number, mode: Mode): Promise<Figure> {
  const deals = mode === 'single' ? SINGLE_DEALS : DEALS;
  const total = { ours: { ms: 0, events: 0 }, baseline: { ms: 0, events: 0 } };
  for (let round = -1; round < ROUNDS; round++) {
    for (const side of ['ours', 'baseline'] as const) {
      const t = await runRound(store, pool, { side, mode, writers, deals, tag: `${side}-${writers}-${mode}-${round}` });
      if (round < 0) continue; // warm-up round: prepared statements, caches
      total[side].ms += t.ms;
      total[side].events += t.events;
    }
  }
  const rate = (s: { ms: number; events: number }) => (s.events / s.ms) * 1000;
  return { name: `append-${writers}w-${mode}`, ours: rate(total.ours), baseline: rate(total.baseline) };
}

function report(figures: Figure[]): void {
  console.log('\ncase                    ours ev/s  baseline ev/s  ratio');
  for (const f of figures) {
    console.log(`${f.name.padEnd(22)} ${f.ours.toFixed(0).padStart(10)} ${f.baseline.toFixed(0).padStart(14)}  ${(f.ours / f.baseline).toFixed(2)}`);
  }
  console.log('');
  for (const f of figures) {
    console.log(`BENCH ${f.name} ${Math.round(f.ours)} events/s`);
    console.log(`BENCH ${f.name}-ratio ${(f.ours / f.baseline).toFixed(2)}`);
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
      console.log(`measured ${figures[figures.length - 1].name}`);
    }
    report(figures.sort((a, b) => Number(a.name === 'append-8w-batch13') - Number(b.name === 'append-8w-batch13')));
  } finally {
    await pool.end();
    await db.drop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
