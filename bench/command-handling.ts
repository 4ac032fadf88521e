/**
 * `npm run bench:commands`: command handling as the API does it, without HTTP: the app's own
 * SessionWriter (SessionLoader → fold → decide → EventStore.append with the inline projections of
 * ProjectionWriter, one statement), against the same done with plain `pg`: read the stream's new
 * rows, fold with the same laws functions, decide, and in one transaction insert the events (unique
 * version guard) and upsert the same projection rows. Both keep folded states in memory between
 * commands, as the API's SessionCache does. Sessions of every variant; each round every session
 * plays one whole deal (commands of a writer's sessions interleaved); interleaved rounds, medians.
 * The club log's sequencer runs during the whole benchmark, as in the app (BENCH_SEQUENCER=0: not).
 * Ours commits through the event store's group commit, as the API does by default (ADR 0034;
 * BENCH_GROUP_COMMIT=0: each append alone on the pool, as before stop 31).
 * Env: BENCH_ROUNDS (default 6), BENCH_SESSIONS (sessions per writer, default 2), BENCH_WRITERS (1,8).
 */
import type { ConfigService } from '@nestjs/config';
import { EventBus } from '@nestjs/cqrs';
import { EventStore, GroupCommit } from '@ledger/event-store';
import { decide, fold, initialState, LawCommand, SessionState, VARIANTS } from '@ledger/laws';
import { Client, Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { IdempotencyLookup } from '../apps/ledger-api/src/ledger/idempotency-lookup';
import { lastTouchedVersions, projectionRows } from '../apps/ledger-api/src/ledger/projections/projection-rows';
import { ProjectionWriter } from '../apps/ledger-api/src/ledger/projections/projection-writer';
import { SessionCache } from '../apps/ledger-api/src/ledger/session-cache';
import { SessionLoader } from '../apps/ledger-api/src/ledger/session-loader';
import { DurabilityBarrier } from '../apps/ledger-api/src/ledger/durability-barrier';
import { SessionWriter } from '../apps/ledger-api/src/ledger/session-writer';
import { toLawEvent, toNewEvent } from '../apps/ledger-api/src/ledger/stored-law-event';
import { WriteContext } from '../apps/ledger-api/src/ledger/write-context';
import { writeResponse } from '../apps/ledger-api/src/sessions/responses/write-response';
import { createTestDatabase } from '../test/support/test-database';
import { createBaselineTable } from './support/baseline';
import { BenchSequencer, startBenchSequencer } from './support/log-sequencer';
import { openSession } from './support/sessions';
import { medianRatio, rate, Timing } from './support/stats';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 2);
const WRITERS = (process.env.BENCH_WRITERS ?? '1,8').split(',').map(Number);
const CLUB = '00000000-0000-4000-8000-00000000c0de';

/** The commands of one session: [0] opens it, then one list per deal. */
interface Script {
  open: LawCommand;
  deals: LawCommand[][];
}

function script(i: number, deals: number): Script {
  const p = openSession(VARIANTS[i % VARIANTS.length], 1000 + i);
  const open = p.commands[0];
  const out: LawCommand[][] = [];
  for (let d = 0; d < deals; d++) {
    const from = p.commands.length;
    p.playDeal();
    out.push(p.commands.slice(from));
  }
  return { open, deals: out };
}

/** One way of handling a command for a session. */
interface Handler {
  handle(sessionId: string, command: LawCommand, opens: boolean): Promise<number>;
}

function ctxFor(n: number): WriteContext {
  return {
    principal: { kind: 'key', clubId: CLUB, keyId: 'bench-key', role: 'scorer', label: 'bench scorer' },
    requestId: `req-${n}`,
    requestHash: 'not-used-without-an-idempotency-key',
    at: new Date().toISOString(),
  };
}

/** The app's write path, its classes instantiated without Nest (EventBus: no subscribers). */
function ours(pool: Pool, group?: GroupCommit): Handler {
  const store = new EventStore(pool, { groupCommit: group });
  const cache = new SessionCache();
  const loader = new SessionLoader(store, cache);
  const bus = { publish: () => undefined } as unknown as EventBus;
  const config = { get: () => ({ requireSyncStandby: false }) } as unknown as ConfigService;
  const durable = new DurabilityBarrier({ driver: { master: pool } } as unknown as DataSource, config);
  const writer = new SessionWriter(store, loader, cache, new ProjectionWriter(), {} as IdempotencyLookup, bus, durable);
  let n = 0;
  return {
    async handle(sessionId, command, opens) {
      const r = await writer.write({
        clubId: CLUB,
        sessionId,
        ctx: ctxFor(n++),
        command,
        opens,
        respond: (_s, events, version) => writeResponse(events, version),
      });
      return r.version;
    },
  };
}

const UPSERT_ALL = `WITH
s AS (INSERT INTO session_views (club_id, session_id, variant, status, version, body) VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (club_id, session_id) DO UPDATE SET variant = EXCLUDED.variant, status = EXCLUDED.status, version = EXCLUDED.version, body = EXCLUDED.body),
d AS (INSERT INTO deal_views (club_id, session_id, deal_number, version, body)
  SELECT $1, $2, n, v, b FROM unnest($7::int[], $8::int[], $9::json[]) AS t(n, v, b)
  ON CONFLICT (club_id, session_id, deal_number) DO UPDATE SET version = EXCLUDED.version, body = EXCLUDED.body),
c AS (INSERT INTO scoresheet_views (club_id, session_id, body) VALUES ($1, $2, $10)
  ON CONFLICT (club_id, session_id) DO UPDATE SET body = EXCLUDED.body
  WHERE scoresheet_views.body IS DISTINCT FROM EXCLUDED.body),
l AS (INSERT INTO player_ledger (club_id, player_id, session_id, variant, unit, balance)
  SELECT $1, p, $2, $3, u, b FROM unnest($11::text[], $12::text[], $13::numeric[]) AS t(p, u, b)
  ON CONFLICT (club_id, player_id, session_id) DO UPDATE SET unit = EXCLUDED.unit, balance = EXCLUDED.balance
  WHERE (player_ledger.unit, player_ledger.balance) IS DISTINCT FROM (EXCLUDED.unit, EXCLUDED.balance))
SELECT 1`;
const INSERT_EVENTS = `INSERT INTO baseline_events (club_id, stream_id, version, type, schema_version, data, metadata, recorded_at, prev_hash, hash)
  SELECT $1, $2, $3::int + t.ord::int, t.type, 1, t.data, $6, now(), 'f', 'f'
  FROM unnest($4::text[], $5::jsonb[]) WITH ORDINALITY AS t(type, data, ord)`;

/** The same with plain `pg`: no hash chain, no head cache, no idempotency, unnamed statements. */
function plain(pool: Pool): Handler {
  const states = new Map<string, SessionState>();
  return {
    async handle(sessionId, command, opens) {
      let state = opens ? initialState : (states.get(sessionId) ?? initialState);
      if (!opens) {
        const fresh = await pool.query(
          'SELECT type, data FROM baseline_events WHERE club_id = $1 AND stream_id = $2 AND version > $3 ORDER BY version',
          [CLUB, sessionId, state.version],
        );
        state = fold(fresh.rows.map(toLawEvent), state);
      }
      const events = decide(command, state);
      const next = fold(events, state);
      const stored = events.map(toNewEvent);
      const rows = projectionRows(
        sessionId,
        next,
        [...lastTouchedVersions(events, state.version + 1).keys()],
        lastTouchedVersions(events, state.version + 1),
      );
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        await c.query(INSERT_EVENTS, [
          CLUB,
          sessionId,
          state.version,
          stored.map((e) => e.type),
          stored.map((e) => JSON.stringify(e.data)),
          JSON.stringify({ actor: 'bench scorer' }),
        ]);
        const { session: s, deals: d, ledger: l } = rows;
        await c.query(UPSERT_ALL, [
          CLUB,
          sessionId,
          s.variant,
          s.status,
          s.version,
          JSON.stringify(s.body),
          d.map((x) => x.number),
          d.map((x) => x.version),
          d.map((x) => JSON.stringify(x.body)),
          JSON.stringify(rows.scoresheet.body),
          l.map((x) => x.playerId),
          l.map((x) => x.unit),
          l.map((x) => x.balance),
        ]);
        await c.query('COMMIT');
      } catch (e) {
        await c.query('ROLLBACK');
        throw e;
      } finally {
        c.release();
      }
      states.set(sessionId, next);
      return next.version;
    },
  };
}

/** A writer plays deal `d` of each of its sessions, one command of each session in turn. */
async function playRound(h: Handler, sessions: { id: string; script: Script }[], d: number): Promise<number> {
  const lists = sessions.map((s) => ({ id: s.id, commands: s.script.deals[d] }));
  let done = 0;
  for (let k = 0; lists.some((l) => k < l.commands.length); k++) {
    for (const l of lists) {
      if (k >= l.commands.length) continue;
      await h.handle(l.id, l.commands[k], false);
      done++;
    }
  }
  return done;
}

interface Figure {
  writers: number;
  ours: number;
  plain: number;
  ratio: number;
  msPerCommand: number;
}

async function measure(pool: Pool, writers: number, sequencer?: BenchSequencer, group?: GroupCommit): Promise<Figure> {
  const sides = { ours: ours(pool, group), plain: plain(pool) };
  const t: Record<'ours' | 'plain', Timing[]> = { ours: [], plain: [] };
  const perWriter = Array.from({ length: writers }, (_, w) =>
    Array.from({ length: SESSIONS }, (_, i) => script(w * SESSIONS + i, ROUNDS + 1)),
  );
  const ids = (side: string) =>
    perWriter.map((scripts, w) => scripts.map((s, i) => ({ id: `${side}-${writers}w-${w}-${i}`, script: s })));
  const bySide = { ours: ids('ours'), plain: ids('plain') };
  for (const side of ['ours', 'plain'] as const) {
    for (const list of bySide[side]) for (const s of list) await sides[side].handle(s.id, s.script.open, true);
  }
  for (let round = -1; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (['ours', 'plain'] as const) : (['plain', 'ours'] as const);
    for (const side of order) {
      const t0 = performance.now();
      const counts = await Promise.all(bySide[side].map((list) => playRound(sides[side], list, round + 1)));
      const timing = { ms: performance.now() - t0, events: counts.reduce((a, b) => a + b, 0) };
      if (side === 'ours' && sequencer) {
        // The round ends when its events are in the club log (as bench:append): counted off the clock.
        const { n } = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0];
        const t1 = performance.now();
        await sequencer.caughtUp(n);
        timing.ms += performance.now() - t1;
      }
      if (round >= 0) t[side].push(timing); // round -1 warms up
    }
  }
  const oursRate = rate(t.ours);
  return {
    writers,
    ours: oursRate,
    plain: rate(t.plain),
    ratio: medianRatio(t.ours, t.plain),
    msPerCommand: (1000 / oursRate) * writers,
  };
}

async function main(): Promise<void> {
  const db = await createTestDatabase('bench_commands');
  const pool = new Pool({ connectionString: db.url, max: 10 });
  pool.on('error', () => undefined);
  const sequencer = startBenchSequencer(db.url);
  const group =
    process.env.BENCH_GROUP_COMMIT === '0'
      ? undefined
      : new GroupCommit(() => new Client({ connectionString: db.url, pipeline: true }));
  try {
    await createBaselineTable(pool);
    const figures: Figure[] = [];
    for (const w of WRITERS) {
      figures.push(await measure(pool, w, sequencer, group));
      console.log(
        `measured ${w} writer(s): ${SESSIONS} sessions each, ${ROUNDS} interleaved rounds of one deal per session`,
      );
    }
    console.log(
      `\n${'writers'.padEnd(8)} ${'ours cmd/s'.padStart(11)} ${'plain pg cmd/s'.padStart(15)} ${'ratio'.padStart(6)} ${'ms/command'.padStart(11)}`,
    );
    for (const f of figures)
      console.log(
        `${String(f.writers).padEnd(8)} ${Math.round(f.ours).toString().padStart(11)} ${Math.round(f.plain).toString().padStart(15)} ${f.ratio.toFixed(2).padStart(6)} ${f.msPerCommand.toFixed(2).padStart(11)}`,
      );
    console.log('');
    for (const f of figures) {
      console.log(`BENCH commands-${f.writers}w ${Math.round(f.ours)} commands/s`);
      console.log(`BENCH commands-${f.writers}w-ratio ${f.ratio.toFixed(2)}`);
    }
    if (sequencer) console.log(`club log sequencer assigned ${sequencer.leaves} leaves during the run`);
  } finally {
    await sequencer?.stop();
    await group?.close();
    await pool.end();
    await db.drop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
