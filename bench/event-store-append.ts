/**
 * Append benchmark: EventStore.append against a plain `pg` multi-row INSERT of the same rows into a
 * table with the same unique (club_id, stream_id, version) guard, in one process and database.
 * Rounds are interleaved (each round's sides in a Williams design's order, support/round-order.ts) and
 * the ratio is the median of the per-round ratios, so it holds on a noisy machine.
 * `npm run bench:append [-- --rounds=N …]`.
 * Sizes: --deals / BENCH_DEALS (13-event-batch deals per writer per round, default 30),
 * --single-deals / BENCH_SINGLE_DEALS (single-event deals per writer per round, default 5),
 * --rounds / BENCH_ROUNDS (default 20); BENCH_APPEND_CASES=8w-batch13,1w-single runs only those cases. A deal is 60 CardPlayed-like events in a new stream.
 * The club log's sequencer runs during the whole benchmark, as in the app (BENCH_SEQUENCER=0: not); an
 * `ours` round's clock stops only once the sequencer has assigned its events (it is woken then, as a commit
 * wakes it in the app), so the log's work is charged to the round that caused it.
 * Emmett's PostgreSQL event store (0.42, a database of its own) is the third side of every round
 * (`BENCH append-<case>-emmett` and `-vs-emmett-ratio`: ours / Emmett); BENCH_EMMETT=0 leaves it out.
 * With both Emmett and the sequencer, a fourth side, `logged`, does the baseline's plain inserts into the ledger's own
 * `events` table, and its round too ends only once the club log has them: plain PostgreSQL with the log issue 17 asks
 * for, which Emmett does not keep (`BENCH append-<case>-pg-logged-vs-emmett-ratio`, the limit of the Emmett ratio
 * with the log on; `-vs-pg-logged-ratio`: ours / it).
 */
import { EventStore } from '@ledger/event-store';
import { Pool } from 'pg';
import { createTestDatabase } from '../test/support/test-database';
import { createBaselineTable } from './support/baseline';
import { BenchSequencer, startBenchSequencer } from './support/log-sequencer';
import { EmmettPeer, emmettPeer } from './support/emmett';
import { runRound } from './support/run-round';
import { roundOrder } from './support/round-order';
import { medianRatio, rate, setting, Timing } from './support/stats';
import { Mode } from './support/workload';

const DEALS = setting('deals', 'BENCH_DEALS', 30);
const SINGLE_DEALS = setting('single-deals', 'BENCH_SINGLE_DEALS', 5);
const ROUNDS = setting('rounds', 'BENCH_ROUNDS', 20);
const WITH_EMMETT = process.env.BENCH_EMMETT !== '0';
const ONLY = process.env.BENCH_APPEND_CASES?.split(',');
const CASES: { writers: number; mode: Mode }[] = [
  { writers: 1, mode: 'single' },
  { writers: 8, mode: 'single' },
  { writers: 1, mode: 'batch13' },
  { writers: 8, mode: 'batch13' },
].filter((c) => !ONLY || ONLY.includes(`${c.writers}w-${c.mode}`)) as { writers: number; mode: Mode }[];

interface Figure {
  name: string;
  ours: number;
  baseline: number;
  ratio: number;
  emmett?: number;
  emmettRatio?: number;
  /** Plain `pg` / Emmett: the most the Emmett ratio could be if ours cost nothing over plain `pg`. */
  ceiling?: number;
  /** Plain `pg` into `events`, with the club log on / Emmett: the same ceiling with the log ours keeps. */
  loggedCeiling?: number;
  /** Ours / plain `pg` into `events` with the log on. */
  loggedRatio?: number;
}

type Side = 'ours' | 'baseline' | 'logged' | 'emmett';

/** Events appended to `events` so far, by `ours` and `logged` (what the sequencer must have assigned at a round's end). */
let eventsInLog = 0;

async function measure(
  store: EventStore,
  pool: Pool,
  writers: number,
  mode: Mode,
  emmett?: EmmettPeer,
  sequencer?: BenchSequencer,
): Promise<Figure> {
  const deals = mode === 'single' ? SINGLE_DEALS : DEALS;
  const t: Record<Side, Timing[]> = { ours: [], baseline: [], logged: [], emmett: [] };
  const sides: Side[] = ['ours', 'baseline'];
  if (emmett) sides.push(...(sequencer ? (['logged', 'emmett'] as const) : (['emmett'] as const)));
  for (let round = -1; round < ROUNDS; round++) {
    for (const side of roundOrder(round, sides)) {
      const timing = await runRound(
        store,
        pool,
        { side, mode, writers, deals, tag: `${side}-${writers}-${mode}-${round}` },
        emmett,
      );
      if ((side === 'ours' || side === 'logged') && sequencer) {
        // The round ends when its events are in the club log: the log's work is the round's (ADR 0010 rev. 3).
        const t0 = performance.now();
        await sequencer.caughtUp((eventsInLog += timing.events));
        timing.ms += performance.now() - t0;
      }
      if (round >= 0) t[side].push(timing); // round -1 warms up prepared statements and caches
    }
  }
  const figure: Figure = {
    name: `append-${writers}w-${mode}`,
    ours: rate(t.ours),
    baseline: rate(t.baseline),
    ratio: medianRatio(t.ours, t.baseline),
  };
  if (emmett)
    Object.assign(figure, {
      emmett: rate(t.emmett),
      emmettRatio: medianRatio(t.ours, t.emmett),
      ceiling: medianRatio(t.baseline, t.emmett),
    });
  if (emmett && sequencer)
    Object.assign(figure, {
      loggedCeiling: medianRatio(t.logged, t.emmett),
      loggedRatio: medianRatio(t.ours, t.logged),
    });
  return figure;
}

function report(figures: readonly Figure[]): void {
  console.log(
    `\n${'case'.padEnd(22)} ${'ours ev/s'.padStart(10)} ${'baseline ev/s'.padStart(14)}  median ratio ${'emmett ev/s'.padStart(12)}  vs emmett  pg+log vs emmett`,
  );
  for (const f of figures) {
    const logged = f.loggedCeiling === undefined ? '' : `  ${f.loggedCeiling.toFixed(2).padStart(16)}`;
    const e =
      f.emmett === undefined
        ? ''
        : `${f.emmett.toFixed(0).padStart(12)}  ${f.emmettRatio!.toFixed(2).padStart(9)}${logged}`;
    console.log(
      `${f.name.padEnd(22)} ${f.ours.toFixed(0).padStart(10)} ${f.baseline.toFixed(0).padStart(14)}  ${f.ratio.toFixed(2).padStart(12)} ${e}`,
    );
  }
  console.log('');
  for (const f of figures) {
    console.log(`BENCH ${f.name} ${Math.round(f.ours)} events/s`);
    console.log(`BENCH ${f.name}-ratio ${f.ratio.toFixed(2)}`);
    if (f.emmett === undefined) continue;
    console.log(`BENCH ${f.name}-emmett ${Math.round(f.emmett)} events/s`);
    console.log(`BENCH ${f.name}-vs-emmett-ratio ${f.emmettRatio!.toFixed(2)}`);
    console.log(`BENCH ${f.name}-pg-vs-emmett-ratio ${f.ceiling!.toFixed(2)}`);
    if (f.loggedCeiling === undefined) continue;
    console.log(`BENCH ${f.name}-vs-pg-logged-ratio ${f.loggedRatio!.toFixed(2)}`);
    console.log(`BENCH ${f.name}-pg-logged-vs-emmett-ratio ${f.loggedCeiling.toFixed(2)}`);
  }
}

async function main(): Promise<void> {
  const db = await createTestDatabase('es_bench');
  const emmettDb = WITH_EMMETT ? await createTestDatabase('es_bench_emmett', { migrate: false }) : undefined;
  const pool = new Pool({ connectionString: db.url, max: 8 });
  pool.on('error', () => undefined); // a closing connection terminated by the final DROP … WITH (FORCE)
  let emmett: EmmettPeer | undefined;
  const sequencer = startBenchSequencer(db.url);
  try {
    await createBaselineTable(pool);
    if (emmettDb) emmett = await emmettPeer(emmettDb.url);
    const store = new EventStore(pool);
    const figures: Figure[] = [];
    for (const c of CASES) {
      figures.push(await measure(store, pool, c.writers, c.mode, emmett, sequencer));
      console.log(`measured ${figures[figures.length - 1].name} (${ROUNDS} interleaved rounds)`);
    }
    report(figures);
    if (sequencer) console.log(`club log sequencer assigned ${sequencer.leaves} leaves during the run`);
  } finally {
    await sequencer?.stop();
    await pool.end();
    await emmett?.close();
    await db.drop();
    await emmettDb?.drop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
