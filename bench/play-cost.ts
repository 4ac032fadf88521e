/**
 * `npm run bench:play-cost`: what one command of the write path costs as the session grows (issue 21.1). For
 * sessions with K whole whist deals already recorded (BENCH_PLAY_COST_DEALS, default 0,10,30), the next
 * BENCH_MEASURED deals (default 4) are recorded command by command as SessionWriter does it: the laws'
 * decide and fold, the inline projections' rows and parameters (the API's CPU, timed with
 * `process.cpuUsage`), then one append statement with those projections on a pool of one connection (its
 * PostgreSQL backend's CPU, from /proc). Kinds are interleaved over BENCH_ROUNDS (default 3) rounds, each
 * on a new session. Prints per K the API's µs and PostgreSQL's ms per command, then
 * `BENCH play-cost-app-<K>deals`, `BENCH play-cost-db-<K>deals` and, against the shortest session,
 * `BENCH play-cost-app-growth-ratio` and `BENCH play-cost-db-growth-ratio` (longest over shortest: 1 means
 * a command costs the same whatever the session's length).
 */
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { EventStore, InlineProjection } from '@ledger/event-store';
import { fold, LawEvent, SessionState, initialState } from '@ledger/laws';
import { ProjectionWriter } from '../apps/ledger-api/src/ledger/projections/projection-writer';
import { toNewEvent } from '../apps/ledger-api/src/ledger/stored-law-event';
import { benchDatabase } from './support/bench-database';
import { cpuMsOf } from './support/process-cpu';
import { openSession } from './support/sessions';

const KS = (process.env.BENCH_PLAY_COST_DEALS ?? '0,10,30').split(',').map(Number);
const MEASURED = Number(process.env.BENCH_MEASURED ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SEED_BATCH = 500;
const METADATA = { actor: 'bench scorer', role: 'scorer', keyId: 'bench', requestId: 'bench' };

interface Cost {
  commands: number;
  appUs: number;
  dbMs: number;
}

/** Records K deals in batches, then MEASURED deals command by command; returns what the latter cost. */
async function measure(store: EventStore, backend: number, club: string, k: number, seed: number): Promise<Cost> {
  const projections = new ProjectionWriter();
  const player = openSession('whist', seed);
  const id = randomUUID();
  let state: SessionState = initialState;
  const append = async (events: LawEvent[], next: SessionState) => {
    await store.append(id, state.version, events.map(toNewEvent), {
      clubId: club,
      metadata: METADATA,
      projection: projections.inline(club, id, next, events, state),
    });
    state = next;
  };
  for (let d = 0; d < k; d++) player.playDeal();
  for (let at = 0; at < player.events.length; at += SEED_BATCH) {
    const batch = player.events.slice(at, at + SEED_BATCH);
    await append(batch, fold(batch, state));
  }
  const commands: { events: LawEvent[]; next: SessionState; projection: InlineProjection }[] = [];
  let appUs = 0;
  for (let d = 0; d < MEASURED; d++)
    player.playDeal((c) => {
      const cpu = process.cpuUsage();
      const before = player.state;
      const events = player.run(c); // the laws' decide and fold, as SessionWriter runs them
      const next = player.state;
      const projection = projections.inline(club, id, next, events, before);
      const used = process.cpuUsage(cpu);
      appUs += used.user + used.system;
      commands.push({ events, next, projection });
    });
  const db0 = cpuMsOf(backend);
  for (const c of commands) {
    await store.append(id, state.version, c.events.map(toNewEvent), {
      clubId: club,
      metadata: METADATA,
      projection: c.projection,
    });
    state = c.next;
  }
  return { commands: commands.length, appUs, dbMs: cpuMsOf(backend) - db0 };
}

async function main(): Promise<void> {
  const db = await benchDatabase('bench_play_cost');
  const pool = new Pool({ connectionString: db.appUrl, max: 1 });
  try {
    const store = new EventStore(pool);
    const backend = (await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    const club = randomUUID();
    const total = new Map<number, Cost>(KS.map((k) => [k, { commands: 0, appUs: 0, dbMs: 0 }]));
    await measure(store, backend, club, 1, 1); // warm-up: JIT and the prepared statements
    for (let r = 0; r < ROUNDS; r++)
      for (const k of KS) {
        const c = await measure(store, backend, club, k, 100 * r + k);
        const t = total.get(k)!;
        t.commands += c.commands;
        t.appUs += c.appUs;
        t.dbMs += c.dbMs;
      }
    const per = (k: number) => {
      const t = total.get(k)!;
      return { app: t.appUs / t.commands, db: t.dbMs / t.commands };
    };
    for (const k of KS)
      console.log(
        `${String(k).padStart(3)} deals before: ${total.get(k)!.commands} commands, API ${per(k).app.toFixed(1)} µs, PostgreSQL ${per(k).db.toFixed(3)} ms per command`,
      );
    for (const k of KS) console.log(`BENCH play-cost-app-${k}deals ${per(k).app.toFixed(1)} us`);
    for (const k of KS) console.log(`BENCH play-cost-db-${k}deals ${per(k).db.toFixed(3)} ms`);
    const [lo, hi] = [Math.min(...KS), Math.max(...KS)];
    console.log(`BENCH play-cost-app-growth-ratio ${(per(hi).app / per(lo).app).toFixed(2)}`);
    console.log(`BENCH play-cost-db-growth-ratio ${(per(hi).db / per(lo).db).toFixed(2)}`);
  } finally {
    await pool.end();
    await db.drop();
  }
}

void main();
