/**
 * Abuse run (issue 18.6): `npm run test:abuse [-- --seconds=20]`.
 *
 * Builds the API and runs TWO processes of it on one fresh database (DATABASE_URL, else TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432; dropped afterwards), both logged in as the app's own login
 * (never the owner), on loopback only. It writes a 6,000-event whist session (through the store's append
 * with the inline projections, as the app's login), waits until the club log's checkpoint covers it, then
 * for `--seconds` (default 20) runs at once (the floods in a process of their own at a lower CPU priority,
 * abuse/flood-process.ts: an attacker's CPU is not the server's):
 * - a claim-analysis flood: 12 loops asking for the analysis of three open claims (five-card endgames;
 *   abuse/floods.ts `requestAnalysis`: the one place that knows the route);
 * - a stream flood: 150 connections at a time from one auditor key on the long session, held open, refusals
 *   retried at once (the caps answer 429);
 * - a verification flood: 20 loops verifying the long session, over both processes;
 * - a failed-auth flood: 8 loops of wrong keys from 127.0.0.2 (the throttle, per address, answers 429);
 * while a well-behaved scorer records a session on the first process (a request every 100 ms) and
 * `/health/live` of both processes is probed every 50 ms. Every flood is bounded by a request budget.
 * Prints each flood's statuses, then `BENCH abuse-health-live-p99 …` and `BENCH abuse-client-p99 …`,
 * and ends with `PASS` (health p99 < 100 ms, client p99 < 250 ms, no 5xx and no dropped request from the
 * client or the probe) or `FAIL` (exit 1). FAULTS_SKIP_BUILD=1 reuses dist/. The probes and the polite client
 * (this process) run at a higher CPU priority than the servers once the floods start (nice -5, as root): they
 * measure the server and must not wait for a core themselves. Each API process has a pool of 5 connections
 * (ABUSE_POOL_SIZE; the database has two cores). The polite client's three slowest requests are
 * printed, and each API process logs every answer slower than 150 ms ("slow request", in its log file).
 */
import { randomBytes } from 'node:crypto';
import { setPriority } from 'node:os';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client, Pool } from 'pg';
import { scriptDeal, seededRandom } from '../support/deal-script';
import { LongSession, poolTarget } from '../support/long-session';
import { spawn } from 'node:child_process';
import type { FloodOrders, FloodReport } from './abuse/flood-process';
import { probeHealth } from './abuse/floods';
import { Latencies } from './abuse/latency';
import { politeClient } from './abuse/polite-client';
import { API_HEAP_FLAGS } from '../support/api-heap-flags';
import { ApiProcess, buildApi, sleep } from './support/api-process';
import { freePort, setting } from './support/free-port';
import { prepareDatabase } from './support/prepare-database';

const SECONDS = setting('seconds', 'ABUSE_SECONDS', 20);
const EVENTS = setting('events', 'ABUSE_EVENTS', 6000);
const TOKEN = `abuse-operator-${randomBytes(16).toString('hex')}`;
const HEALTH_P99_MS = 100;
const CLIENT_P99_MS = 250;

function withDb(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

async function json(base: string, key: string, method: string, path: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : {};
}

/** A club with admin, scorer and auditor keys and four players. */
async function setUpClub(base: string) {
  const c = await json(base, TOKEN, 'POST', '/v1/clubs', { name: 'Abuse run club' });
  const key = async (role: string) =>
    (await json(base, c.adminKey, 'POST', `/v1/clubs/${c.id}/keys`, { role, label: `${role} key` })).key as string;
  const players: string[] = [];
  for (let i = 0; i < 4; i++)
    players.push((await json(base, c.adminKey, 'POST', `/v1/clubs/${c.id}/players`, { name: `Player ${i + 1}` })).id);
  const scorer = await key('scorer');
  return { id: c.id as string, admin: c.adminKey as string, scorer, auditor: await key('auditor'), players };
}

/** Open claims to analyse: in `n` sessions, eight tricks played, then the next seat claims the rest (a five-card endgame). */
async function openClaims(base: string, club: Awaited<ReturnType<typeof setUpClub>>, n: number) {
  const [N, E, S, W] = club.players;
  const out: { session: string; deal: number; id: string }[] = [];
  for (let i = 0; i < n; i++) {
    const s = await json(base, club.admin, 'POST', `/v1/clubs/${club.id}/sessions`, {
      variant: 'whist',
      seats: { N, E, S, W },
    });
    const d = scriptDeal(seededRandom(90 + i), 'S');
    await json(base, club.scorer, 'POST', `/v1/sessions/${s.id}/deals`, {
      dealer: 'S',
      hands: d.hands,
      trumpCard: d.trumpCard,
    });
    for (const p of d.plays.slice(0, 32))
      await json(base, club.scorer, 'POST', `/v1/sessions/${s.id}/deals/1/plays`, p);
    const c = await json(base, club.scorer, 'POST', `/v1/sessions/${s.id}/deals/1/claims`, {
      seat: d.plays[32].seat,
      tricks: 'rest',
    });
    out.push({ session: s.id, deal: 1, id: c.id });
  }
  return out;
}

/** The worst second of an API process's loop monitor (abuse/loop-monitor.mjs) between `from` and `to`. */
function loopDuring(logFile: string, from: number, to: number) {
  const out = { held: 0, heldNoGc: 0, gap: 0 };
  for (const m of readFileSync(logFile, 'utf8').matchAll(/^LOOPMON (.*)$/gm)) {
    const w = JSON.parse(m[1]) as { at: number; held: number; heldNoGc: number; gap: number };
    if (w.at < from || w.at > to + 1000) continue;
    out.held = Math.max(out.held, w.held);
    out.heldNoGc = Math.max(out.heldNoGc, w.heldNoGc);
    out.gap = Math.max(out.gap, w.gap);
  }
  return out;
}

/**
 * Starts the flood process at a lower CPU priority (`nice -n 10`): the attacker's work of reading its
 * floods' answers is not the server's, and must not delay the probes that measure it. Resolves once it
 * has loaded (it says READY); `run` then hands it its orders (one line on stdin) and resolves with its report.
 */
async function startFloods(): Promise<{ run(orders: FloodOrders): Promise<FloodReport> }> {
  const script = path.join(__dirname, 'abuse/flood-process.ts');
  const child = spawn('nice', ['-n', '10', process.execPath, '-r', '@swc-node/register', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('READY\n')) resolve();
    });
    void exited.then((code) => reject(new Error(`the flood process ended with ${code} before it was ready`)));
  });
  return {
    run: async (orders) => {
      child.stdin.end(`${JSON.stringify(orders)}\n`);
      const code = await exited;
      const line = out.split('\n').find((x) => x.startsWith('FLOODS '));
      if (code !== 0 || !line) throw new Error(`the flood process ended with ${code}`);
      return JSON.parse(line.slice('FLOODS '.length)) as FloodReport;
    },
  };
}

function statuses(name: string, l: Latencies): void {
  const s = Object.entries(l.statuses)
    .map(([k, v]) => `${k}×${v}`)
    .join(' ');
  console.log(
    `[abuse] ${name.padEnd(22)} ${String(l.ms.length).padStart(6)} answers  p50 ${l.percentile(50).toFixed(0)} ms  p99 ${l.percentile(99).toFixed(0)} ms  ${s}`,
  );
}

async function main(): Promise<number> {
  const server =
    process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `abuse_${randomBytes(4).toString('hex')}`;
  console.log('[abuse] building the API');
  buildApi();
  const admin = new Client({ connectionString: withDb(server, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const appUrl = await prepareDatabase(admin, withDb(server, name), `${name}_api`);
  // Pools sized for the database they share (docs/reliability.md, "Stop 19" and "Stop 20"): two processes of 5
  // connections on a 2-core server, near PostgreSQL's rule of thumb of 2 × cores + 1 busy connections; the app's
  // default of 10 per process lets the floods keep twice as many backends runnable there. Of the 5, 3 are the read
  // side's own pool (DATABASE_READ_POOL_SIZE, ADR 0031), so a flood of reads never holds a scorer's write
  // connection. ABUSE_POOL_SIZE (writes) and ABUSE_READ_POOL_SIZE (reads; 0: shared) set other sizes.
  const env = {
    DATABASE_URL: appUrl,
    DATABASE_POOL_SIZE: process.env.ABUSE_POOL_SIZE ?? '2',
    DATABASE_READ_POOL_SIZE: process.env.ABUSE_READ_POOL_SIZE ?? '3',
    LEDGER_OPERATOR_TOKEN: TOKEN,
    LOG_LEVEL: 'warn',
    LEDGER_SLOW_REQUEST_MS: '150',
  };
  // As deployed (npm start, the Dockerfile), with the loop monitor preloaded.
  const monitor = [...API_HEAP_FLAGS, '--import', pathToFileURL(path.join(__dirname, 'abuse/loop-monitor.mjs')).href];
  // ABUSE_CPU_PROF=<dir>: each API process writes a V8 CPU profile there when it stops (to see what holds a loop).
  if (process.env.ABUSE_CPU_PROF) monitor.push('--cpu-prof', `--cpu-prof-dir=${process.env.ABUSE_CPU_PROF}`);
  const apis = [
    new ApiProcess('api-1', await freePort(), env, `/tmp/${name}-api-1.log`, monitor),
    new ApiProcess('api-2', await freePort(), env, `/tmp/${name}-api-2.log`, monitor),
  ];
  const pool = new Pool({ connectionString: appUrl, max: 2 });
  try {
    await Promise.all(apis.map((a) => a.start()));
    const urls = apis.map((a) => a.url);
    console.log(`[abuse] two API processes on ${urls.join(' and ')}, database ${name} (app login)`);
    const club = await setUpClub(urls[0]);
    const long = new LongSession(poolTarget(pool), club.id, {
      N: club.players[0],
      E: club.players[1],
      S: club.players[2],
      W: club.players[3],
    });
    await long.grow(EVENTS);
    for (let i = 0; i < 1200; i++) {
      const sheet = await json(urls[0], club.auditor, 'GET', `/v1/sessions/${long.id}/scoresheet`);
      if (sheet.checkpoint) break;
      await sleep(100);
    }
    const claims = await openClaims(urls[1], club, 3);
    console.log(`[abuse] a session of ${long.version} events, ${claims.length} open claims; flooding for ${SECONDS} s`);
    const floodProcess = await startFloods();
    // The probes and the polite client measure the server: their own answers must not wait for a core behind
    // the floods (root only; elsewhere they run as they are). The children already started keep their own.
    try {
      setPriority(-5);
    } catch {
      console.log('[abuse] the probes run at the default priority (raising it needs root)');
    }
    const started = Date.now();
    const until = started + SECONDS * 1000;
    const orders: FloodOrders = { urls, until, scorer: club.scorer, auditor: club.auditor, session: long.id, claims };
    const l: Record<string, Latencies> = { health: new Latencies(), client: new Latencies() };
    const slowest: { ms: number; what: string }[] = [];
    const [floods] = await Promise.all([
      floodProcess.run(orders),
      probeHealth(urls, until, l.health),
      politeClient(urls[0], club, until, l.client, 100, slowest),
    ]);
    for (const [k, v] of Object.entries(floods)) {
      const into = (l[k] = new Latencies());
      for (const [status, n] of Object.entries(v.statuses)) into.statuses[status] = n;
      into.ms.push(...v.ms);
    }
    for (const [k, v] of Object.entries(l)) statuses(k, v);
    const worst = slowest.sort((a, b) => b.ms - a.ms).slice(0, 3);
    console.log(
      `[abuse] the polite client's slowest: ${worst.map((w) => `${w.what} ${w.ms.toFixed(0)} ms`).join(', ')}`,
    );
    await sleep(1_500); // the monitors' last lines
    const loop = apis.map((a) => loopDuring(a.logFile, started, until));
    for (const [i, m] of loop.entries())
      console.log(
        `[abuse] api-${i + 1} event loop: held at most ${m.heldNoGc.toFixed(0)} ms by its own work (${m.held.toFixed(0)} with GC); longest wall-clock gap ${m.gap.toFixed(0)} ms (the rest: waiting for a core)`,
      );
    console.log(`BENCH abuse-loop-held-max ${Math.max(...loop.map((m) => m.heldNoGc)).toFixed(1)} ms`);
    const healthP99 = l.health.percentile(99);
    const clientP99 = l.client.percentile(99);
    const fivexx = Object.values(l).reduce((n, v) => n + v.failures, 0);
    console.log(`BENCH abuse-health-live-p99 ${healthP99.toFixed(1)} ms`);
    console.log(`BENCH abuse-client-p99 ${clientP99.toFixed(1)} ms`);
    console.log(`BENCH abuse-5xx-or-dropped ${fivexx} requests`);
    const pass = healthP99 < HEALTH_P99_MS && clientP99 < CLIENT_P99_MS && fivexx === 0;
    console.log(
      `${pass ? 'PASS' : 'FAIL'} (targets: /health/live p99 < ${HEALTH_P99_MS} ms, client p99 < ${CLIENT_P99_MS} ms, no 5xx)`,
    );
    return pass ? 0 : 1;
  } finally {
    await Promise.all(apis.map((a) => a.stop()));
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    await admin.query(`DROP ROLE IF EXISTS "${name}_api"`).catch(() => undefined);
    await admin.end();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    console.log('FAIL');
    process.exit(1);
  },
);
