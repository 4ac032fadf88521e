/**
 * `npm run bench:notify`: what the live fan-out's `pg_notify` in the append statement costs (ADR 0021).
 * WRITERS (default 8) writers append one event at a time to streams of their own for APPENDS (default
 * 150) appends each per round, once with `notifyChannel` (three LISTEN connections open, as three API
 * processes hold) and once without, in ROUNDS (default 6) interleaved rounds (the order alternates).
 * Prints the rates and `append-notify-ratio`, the median per-round ratio (with / without),
 * and the notifications each listener heard (must equal the appends with the channel).
 */
import { EventStore } from '@ledger/event-store';
import { randomUUID } from 'node:crypto';
import { Client, Pool } from 'pg';
import { benchDatabase } from './support/bench-database';
import { medianRatio, rate, setting, Timing } from './support/stats';

const WRITERS = setting('writers', 'BENCH_WRITERS', 8);
const APPENDS = setting('appends', 'BENCH_APPENDS', 150);
const ROUNDS = setting('rounds', 'BENCH_ROUNDS', 6);
const CHANNEL = 'bench_ledger_events';
const CLUB = '00000000-0000-4000-8000-00000000b020';

async function round(store: EventStore): Promise<Timing> {
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      const stream = randomUUID();
      for (let v = 0; v < APPENDS; v++)
        await store.append(stream, v, [{ type: 'CardPlayed', data: { seat: 'N', card: 'AS', n: v } }], {
          clubId: CLUB,
        });
    }),
  );
  return { ms: performance.now() - t0, events: WRITERS * APPENDS };
}

async function main(): Promise<void> {
  const db = await benchDatabase('bench_notify');
  const pool = new Pool({ connectionString: db.url, max: WRITERS });
  const listeners = await Promise.all(
    [0, 1, 2].map(async () => {
      const c = new Client({ connectionString: db.url });
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      return c;
    }),
  );
  const heard = [0, 0, 0];
  listeners.forEach((c, i) => c.on('notification', () => heard[i]++));
  try {
    const withNotify = new EventStore(pool, { notifyChannel: CHANNEL });
    const without = new EventStore(pool);
    await round(withNotify); // warm-up, both statement shapes prepared
    await round(without);
    heard.fill(0);
    const ours: Timing[] = [];
    const base: Timing[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      if (r % 2) {
        base.push(await round(without));
        ours.push(await round(withNotify));
      } else {
        ours.push(await round(withNotify));
        base.push(await round(without));
      }
    }
    await new Promise((r) => setTimeout(r, 500));
    console.log(`with pg_notify: ${rate(ours).toFixed(0)} events/s; without: ${rate(base).toFixed(0)} events/s`);
    console.log(
      `notifications heard per listener: ${heard.join(', ')} (appends with the channel: ${ROUNDS * WRITERS * APPENDS})`,
    );
    console.log(`BENCH append-notify-events ${rate(ours).toFixed(0)} events/s`);
    console.log(`BENCH append-plain-events ${rate(base).toFixed(0)} events/s`);
    console.log(`BENCH append-notify-ratio ${medianRatio(ours, base).toFixed(2)} ratio`);
  } finally {
    await Promise.all(listeners.map((c) => c.end()));
    await pool.end();
    await db.drop();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
