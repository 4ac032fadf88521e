/**
 * `npm run bench:log-sequencer`: the club log's lag, from an event's commit (its append resolved) to its
 * leaf assigned (the sequencer's transaction committed), under a steady load of BENCH_RATE events/s
 * (default 2,000) for BENCH_SECONDS (default 10) from BENCH_WRITERS writers (default 16), each append
 * two events (a card and what follows it) in sessions of 60 events spread over 4 clubs. The sequencer
 * runs as in the app but is never woken by a commit: every event is found by its 50 ms poll, as an
 * event written by another API process is. Prints `BENCH log-sequencer-lag-p99 <ms>` (target < 1000).
 */
import { EventStore } from '@ledger/event-store';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { createTestDatabase } from '../test/support/test-database';
import { startBenchSequencer } from './support/log-sequencer';
import { setting } from './support/stats';

const RATE = setting('rate', 'BENCH_RATE', 2000);
const SECONDS = setting('seconds', 'BENCH_SECONDS', 10);
const WRITERS = setting('writers', 'BENCH_WRITERS', 16);
const PER_APPEND = 2;
const CLUBS = Array.from({ length: 4 }, () => randomUUID());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One writer: appends on a fixed schedule (open loop: a late append does not delay the next ones' slots). */
async function writer(store: EventStore, w: number, until: number, committed: Map<string, number>): Promise<number> {
  const perSecond = RATE / PER_APPEND / WRITERS;
  const club = CLUBS[w % CLUBS.length];
  let stream = randomUUID();
  let version = 0;
  let appends = 0;
  const t0 = performance.now();
  while (performance.now() < until) {
    const due = t0 + (appends / perSecond) * 1000;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (version >= 60) [stream, version] = [randomUUID(), 0];
    const events = Array.from({ length: PER_APPEND }, (_, i) => ({
      type: 'CardPlayed',
      data: { deal: 1, seat: 'NESW'[(version + i) % 4], card: `${'23456789TJQKA'[(version + i) % 13]}S` },
    }));
    await store.append(stream, version, events, { clubId: club });
    const at = performance.now();
    for (let i = 1; i <= PER_APPEND; i++) committed.set(`${club}/${stream}/${version + i}`, at);
    version += PER_APPEND;
    appends++;
  }
  return appends * PER_APPEND;
}

async function main(): Promise<void> {
  const db = await createTestDatabase('bench_log_sequencer');
  const pool = new Pool({ connectionString: db.url, max: WRITERS });
  pool.on('error', () => undefined);
  const committed = new Map<string, number>();
  const assigned = new Map<string, number>();
  const sequencer = startBenchSequencer(db.url, (leaves) => {
    const at = performance.now();
    for (const l of leaves) assigned.set(`${l.clubId}/${l.streamId}/${l.version}`, at);
  });
  if (!sequencer) throw new Error('bench:log-sequencer measures the sequencer: do not set BENCH_SEQUENCER=0');
  await sequencer.leading(); // its thread started and leads (as an API process that is ready)
  try {
    const store = new EventStore(pool);
    const start = performance.now();
    const until = start + SECONDS * 1000;
    const written = (
      await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(store, w, until, committed)))
    ).reduce((a, b) => a + b, 0);
    const elapsed = (performance.now() - start) / 1000;
    for (let i = 0; i < 200 && assigned.size < committed.size; i++) await sleep(50);
    const lags = [...committed].map(([k, at]) => Math.max(0, (assigned.get(k) ?? Infinity) - at)).sort((a, b) => a - b);
    const missing = lags.filter((l) => l === Infinity).length;
    const rate = written / elapsed;
    console.log(
      `${written} events in ${elapsed.toFixed(1)} s (${Math.round(rate)} events/s offered ${RATE}) by ${WRITERS} writers; ` +
        `lag commit → leaf: p50 ${percentile(lags, 50).toFixed(0)} ms, p99 ${percentile(lags, 99).toFixed(0)} ms, ` +
        `max ${lags[lags.length - 1].toFixed(0)} ms${missing ? `; ${missing} never sequenced` : ''}`,
    );
    console.log(`BENCH log-sequencer-rate ${Math.round(rate)} events/s`);
    console.log(`BENCH log-sequencer-lag-p50 ${percentile(lags, 50).toFixed(1)} ms`);
    console.log(`BENCH log-sequencer-lag-p99 ${percentile(lags, 99).toFixed(1)} ms`);
    if (missing) process.exitCode = 1;
  } finally {
    await sequencer.stop();
    await pool.end();
    await db.drop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
