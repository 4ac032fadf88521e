/**
 * `npm run bench:http`: plays recorded per second and p50/p99 latency over HTTP with 32 concurrent
 * connections on 100 sessions, next to a bare endpoint of the same app that does one plain insert
 * transaction, and next to the machine's limit: a bare `node:http` server doing the same insert
 * (support/raw-insert-server.ts), in one run (interleaved rounds). Beside the rates, the CPU one answered
 * request cost the serving process, PostgreSQL and the load generator, and the ratios that CPU allows on
 * this machine's shared cores (printCpuLimits). Env: BENCH_SECONDS (per round,
 * default 10), BENCH_ROUNDS (default 2), BENCH_CONNECTIONS (32), BENCH_SESSIONS (100).
 */
import { Client } from 'pg';
import { scriptDeal, seededRandom, ScriptedDeal } from '../test/support/deal-script';
import { ApiProcess, ensureBuilt, startApi } from './support/api-process';
import { benchDatabase } from './support/bench-database';
import { LoadRequest, LoadResult, runLoad } from './support/http-load';
import { cpuMsOf } from './support/process-cpu';
import { postgresCpu, postgresCpuSince } from './support/postgres-cpu';
import { startRawServer } from './support/raw-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100);
const TOKEN = 'bench-operator-token-0123456789abcdef';
const POOL_SIZE = 16;
const DEALERS = ['S', 'W', 'N', 'E'] as const;

interface Table {
  id: string;
  deal: ScriptedDeal;
  number: number;
  next: number;
}

async function call(api: ApiProcess, auth: string, path: string, body: unknown): Promise<any> {
  const r = await fetch(`http://127.0.0.1:${api.port}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (r.status !== 201) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return r.json();
}

async function setup(api: ApiProcess): Promise<{ clubId: string; scorer: string; tables: Table[] }> {
  const club = await call(api, TOKEN, '/v1/clubs', { name: 'Bench club' });
  const scorer = (await call(api, club.adminKey, `/v1/clubs/${club.id}/keys`, { role: 'scorer', label: 'bench' })).key;
  const players: string[] = [];
  for (let i = 0; i < 4; i++)
    players.push((await call(api, club.adminKey, `/v1/clubs/${club.id}/players`, { name: `P${i}` })).id);
  const [N, E, S, W] = players;
  const random = seededRandom(42);
  const tables: Table[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const id = (
      await call(api, club.adminKey, `/v1/clubs/${club.id}/sessions`, { variant: 'whist', seats: { N, E, S, W } })
    ).id;
    tables.push({ id, deal: scriptDeal(random, 'S'), number: 0, next: 52 });
  }
  return { clubId: club.id, scorer, tables };
}

/** The next request of a table: its next play, or the next deal once 52 cards are played. */
function nextPlay(t: Table, random: () => number): LoadRequest {
  if (t.next >= 52) {
    t.number++;
    t.deal = scriptDeal(random, DEALERS[t.number % 4]);
    t.next = 0;
    return {
      method: 'POST',
      path: `/v1/sessions/${t.id}/deals`,
      body: { dealer: t.deal.dealer, hands: t.deal.hands, trumpCard: t.deal.trumpCard },
      tag: 'deal start',
    };
  }
  const tag = t.next === 51 ? 'last play' : t.next % 4 === 3 ? 'play closing a trick' : 'play';
  return { method: 'POST', path: `/v1/sessions/${t.id}/deals/${t.number}/plays`, body: t.deal.plays[t.next++], tag };
}

function merge(a: LoadResult | undefined, b: LoadResult): LoadResult {
  if (!a) return b;
  const statuses = { ...a.statuses };
  for (const [s, n] of Object.entries(b.statuses)) statuses[Number(s)] = (statuses[Number(s)] ?? 0) + n;
  const seconds = a.seconds + b.seconds;
  const ok = a.ok + b.ok;
  const byTag = { ...a.byTag };
  for (const [t, x] of Object.entries(b.byTag))
    byTag[t] = byTag[t]
      ? { n: byTag[t].n + x.n, p50: Math.max(byTag[t].p50, x.p50), p99: Math.max(byTag[t].p99, x.p99) }
      : x;
  return {
    requests: a.requests + b.requests,
    ok,
    failed: a.failed + b.failed,
    statuses,
    seconds,
    perSecond: ok / seconds,
    p50: Math.max(a.p50, b.p50),
    p99: Math.max(a.p99, b.p99),
    byTag,
  };
}

async function main(): Promise<void> {
  ensureBuilt(process.env.BENCH_REBUILD === '1');
  const db = await benchDatabase('bench_http');
  const owner = new Client({ connectionString: db.url });
  await owner.connect();
  await owner.query(
    'CREATE TABLE bench_bare (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, club_id uuid NOT NULL, session_id text NOT NULL, data jsonb NOT NULL)',
  );
  await owner.query('GRANT INSERT, SELECT ON bench_bare TO ledger_app');
  const api = await startApi(db.appUrl, {
    LEDGER_BENCH_ENDPOINTS: '1',
    LEDGER_OPERATOR_TOKEN: TOKEN,
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    RATE_LIMIT_WRITES_PER_MINUTE: '0',
  });
  let raw: ApiProcess | undefined;
  try {
    const { clubId, scorer, tables } = await setup(api);
    raw = await startRawServer(db.appUrl, clubId, POOL_SIZE);
    const rssStart = api.rssMb();
    const random = seededRandom(7);
    const owned = (conn: number) => tables.filter((_, i) => i % CONNECTIONS === conn);
    const cursor = new Array(CONNECTIONS).fill(0);
    const play = (conn: number) => {
      const mine = owned(conn);
      return nextPlay(mine[cursor[conn]++ % mine.length], random);
    };
    const bare = (conn: number): LoadRequest => ({
      method: 'POST',
      path: '/bench/bare',
      body: { session: tables[conn].id, seat: 'N', card: 'AS' },
    });
    let plays: LoadResult | undefined;
    let bares: LoadResult | undefined;
    let raws: LoadResult | undefined;
    // CPU ms the serving process used per answered request: what the stack costs, whatever the load beside.
    // Beside it, what PostgreSQL and this load generator spent: the three share the machine's cores.
    const cpu = { raw: 0, bare: 0, plays: 0 };
    const pgCpu = { raw: 0, bare: 0, plays: 0 };
    const loadCpu = { raw: 0, bare: 0, plays: 0 };
    const timed = async (what: keyof typeof cpu, server: ApiProcess, next: (conn: number) => LoadRequest) => {
      const before = cpuMsOf(server.child.pid);
      const pgBefore = postgresCpu();
      const loadBefore = process.cpuUsage();
      const result = await runLoad(server.port, `Bearer ${scorer}`, CONNECTIONS, SECONDS, next);
      cpu[what] += cpuMsOf(server.child.pid) - before;
      pgCpu[what] += postgresCpuSince(pgBefore);
      const load = process.cpuUsage(loadBefore);
      loadCpu[what] += (load.user + load.system) / 1000;
      return result;
    };
    for (let r = 0; r < ROUNDS; r++) {
      raws = merge(raws, await timed('raw', raw, bare));
      bares = merge(bares, await timed('bare', api, bare));
      plays = merge(plays, await timed('plays', api, play));
    }
    const per = (c: typeof cpu) =>
      `raw ${(c.raw / raws!.ok).toFixed(2)} ms, bare ${(c.bare / bares!.ok).toFixed(2)} ms, plays ${(c.plays / plays!.ok).toFixed(2)} ms`;
    console.log(`server CPU per answered request: ${per(cpu)}`);
    console.log(`PostgreSQL CPU per answered request: ${per(pgCpu)}`);
    console.log(`load generator CPU per answered request: ${per(loadCpu)}`);
    const rssEnd = api.rssMb();
    printCpuLimits({ raw: raws!.ok, bare: bares!.ok, plays: plays!.ok }, cpu, pgCpu, loadCpu);
    report(plays!, bares!, raws!, rssStart, rssEnd);
  } finally {
    await raw?.stop();
    await api.stop();
    await owner.end();
    await db.drop();
  }
}

type PerKind = { raw: number; bare: number; plays: number };

/**
 * The machine's limit behind the ratios: the three processes share its cores, so when all are busy the
 * requests per second of a kind go as the inverse of the CPU one request costs them together. Prints that
 * cost, the ratios it allows (`-cpu-ratio`), and the plays' ratio if the serving process cost no more than
 * the raw server's while PostgreSQL did a play's work (`http-plays-vs-raw-db-ceiling`): what no HTTP stack in
 * front of this database work could pass.
 */
function printCpuLimits(ok: PerKind, server: PerKind, db: PerKind, load: PerKind): void {
  const each = (k: keyof PerKind, c: PerKind) => c[k] / ok[k];
  const total = (k: keyof PerKind) => each(k, server) + each(k, db) + each(k, load);
  console.log(
    `all processes' CPU per answered request: raw ${total('raw').toFixed(2)} ms, bare ${total('bare').toFixed(2)} ms, plays ${total('plays').toFixed(2)} ms`,
  );
  const ceiling = total('raw') / (each('raw', server) + each('plays', db) + each('plays', load));
  console.log(`BENCH http-plays-vs-raw-cpu-ratio ${(total('raw') / total('plays')).toFixed(2)}`);
  console.log(`BENCH http-bare-vs-raw-cpu-ratio ${(total('raw') / total('bare')).toFixed(2)}`);
  console.log(`BENCH http-plays-vs-raw-db-ceiling ${ceiling.toFixed(2)}`);
}

function report(plays: LoadResult, bares: LoadResult, raws: LoadResult, rssStart: number, rssEnd: number): void {
  console.table({
    plays: {
      'ok/s': Math.round(plays.perSecond),
      p50ms: plays.p50.toFixed(1),
      p99ms: plays.p99.toFixed(1),
      ok: plays.ok,
      failed: plays.failed,
    },
    bare: {
      'ok/s': Math.round(bares.perSecond),
      p50ms: bares.p50.toFixed(1),
      p99ms: bares.p99.toFixed(1),
      ok: bares.ok,
      failed: bares.failed,
    },
    raw: {
      'ok/s': Math.round(raws.perSecond),
      p50ms: raws.p50.toFixed(1),
      p99ms: raws.p99.toFixed(1),
      ok: raws.ok,
      failed: raws.failed,
    },
  });
  console.table(
    Object.fromEntries(
      Object.entries(plays.byTag).map(([t, x]) => [t, { n: x.n, p50ms: x.p50.toFixed(1), p99ms: x.p99.toFixed(1) }]),
    ),
  );
  console.log(
    `connections ${CONNECTIONS}, sessions ${SESSIONS}, ${ROUNDS} interleaved rounds of ${SECONDS}s each; statuses plays ${JSON.stringify(plays.statuses)} bare ${JSON.stringify(bares.statuses)} raw ${JSON.stringify(raws.statuses)}`,
  );
  console.log(`BENCH http-plays ${plays.perSecond.toFixed(0)} plays/s`);
  console.log(`BENCH http-plays-p50 ${plays.p50.toFixed(2)} ms`);
  console.log(`BENCH http-plays-p99 ${plays.p99.toFixed(2)} ms`);
  console.log(`BENCH http-bare ${bares.perSecond.toFixed(0)} req/s`);
  console.log(`BENCH http-bare-p50 ${bares.p50.toFixed(2)} ms`);
  console.log(`BENCH http-bare-p99 ${bares.p99.toFixed(2)} ms`);
  console.log(`BENCH http-plays-ratio ${(plays.perSecond / bares.perSecond).toFixed(2)}`);
  console.log(`BENCH http-rss-start ${rssStart.toFixed(0)} MB`);
  console.log(`BENCH http-rss ${rssEnd.toFixed(0)} MB`);
  // The machine's limit (issue 21): targets plays >= 0.6 and bare >= 0.85 of it.
  console.log(`BENCH http-raw ${raws.perSecond.toFixed(0)} req/s`);
  console.log(`BENCH http-plays-vs-raw-ratio ${(plays.perSecond / raws.perSecond).toFixed(2)}`);
  console.log(`BENCH http-bare-vs-raw-ratio ${(bares.perSecond / raws.perSecond).toFixed(2)}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
