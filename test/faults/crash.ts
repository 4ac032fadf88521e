/**
 * Crash test (issue 6): `npm run test:faults [-- --seconds=120 --clients=8]`.
 *
 * Builds the API, starts a throwaway PostgreSQL 15 cluster (initdb in a temp folder, port 5544,
 * fsync on) and TWO API processes on it. Concurrent clients record whole whist deals, every write
 * with an Idempotency-Key, retrying (on the other process) after errors and dropped connections,
 * while the API processes are SIGKILLed at random moments and restarted, and PostgreSQL itself is
 * crash-restarted once (`pg_ctl stop -m immediate`). Then it checks that nothing was lost or doubled:
 * every acknowledged write is in the log exactly once, streams have no gaps, every hash chain verifies
 * and every projection equals a replay of its events. Only localhost traffic; stops by itself.
 *
 * Settings (flag or env): --seconds / CRASH_SECONDS (120), --clients / CRASH_CLIENTS (8),
 * --pg-port / CRASH_PG_PORT (5544), --min-kill-ms / --max-kill-ms (2000 / 7000 between kills),
 * --pg-restarts / CRASH_PG_RESTARTS (1, spread evenly over the run). An API process that exits by
 * itself (not killed by the test) fails the run: the process must survive its database restarting.
 * FAULTS_SKIP_BUILD=1 reuses dist/, FAULTS_PG_BIN points at another PostgreSQL's bin folder.
 */
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { ApiProcess, buildApi, sleep } from './support/api-process';
import { audit } from './support/audit';
import { setUpClub } from './support/club-setup';
import { freePort, setting } from './support/free-port';
import { prepareDatabase } from './support/prepare-database';
import { LedgerWriter } from './support/ledger-writer';
import { Ack, recordTable } from './support/table-loop';
import { ThrowawayCluster } from './support/throwaway-cluster';

const SECONDS = setting('seconds', 'CRASH_SECONDS', 120);
const CLIENTS = setting('clients', 'CRASH_CLIENTS', 8);
const PG_PORT = setting('pg-port', 'CRASH_PG_PORT', 5544);
const MIN_KILL_MS = setting('min-kill-ms', 'CRASH_MIN_KILL_MS', 2000);
const MAX_KILL_MS = setting('max-kill-ms', 'CRASH_MAX_KILL_MS', 7000);
const PG_RESTARTS = setting('pg-restarts', 'CRASH_PG_RESTARTS', 1);
const TOKEN = 'crash-test-operator-token-0123456789abcdef';
const between = (a: number, b: number) => a + Math.random() * (b - a);

async function main(): Promise<number> {
  const started = Date.now();
  console.log(`[crash] building the API`);
  buildApi();
  const cluster = new ThrowawayCluster(PG_PORT);
  console.log(`[crash] throwaway PostgreSQL in ${cluster.dir} on port ${PG_PORT}`);
  cluster.init();
  const apis: ApiProcess[] = [];
  try {
    const admin = new Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE ledger_crash');
    const dbUrl = cluster.url('ledger_crash');
    // The owner migrates; the API processes log in as ledger_api, a member of ledger_app (ADR 0011).
    const appUrl = await prepareDatabase(admin, dbUrl, 'ledger_api');
    await admin.end();
    const env = { DATABASE_URL: appUrl, LEDGER_OPERATOR_TOKEN: TOKEN, LOG_LEVEL: 'warn' };
    for (const name of ['api-a', 'api-b']) {
      const p = new ApiProcess(name, await freePort(), env, `${cluster.dir}/${name}.log`);
      await p.start();
      apis.push(p);
    }
    console.log(
      `[crash] ${apis.map((a) => `${a.name} on :${a.port}`).join(', ')}; ${CLIENTS} clients for ${SECONDS} s`,
    );

    const w = new LedgerWriter(() => apis.map((a) => a.url));
    const club = await setUpClub(w, TOKEN, CLIENTS);
    const deadline = Date.now() + SECONDS * 1000;
    const acks: Ack[] = [];
    const tables = club.scorers.map((key, i) =>
      recordTable(
        w,
        club,
        { key, seed: 1000 + i, dealsPerSession: 4, retryWindowMs: 90_000, stop: () => Date.now() > deadline },
        acks,
      ),
    );

    let kills = 0;
    let pgRestarts = 0;
    let unexpectedExits = 0;
    const runStart = Date.now();
    const pgRestartAt = (i: number) => runStart + ((i + 1) * SECONDS * 1000) / (PG_RESTARTS + 1);
    while (Date.now() < deadline) {
      await sleep(between(MIN_KILL_MS, MAX_KILL_MS));
      for (const p of apis) {
        if (p.child && (p.child.exitCode !== null || p.child.signalCode !== null)) {
          unexpectedExits++;
          console.log(
            `[crash] ${p.name} had exited by itself (${p.child.exitCode ?? p.child.signalCode}); restarting it. Its last words:`,
          );
          for (const line of readFileSync(p.logFile, 'utf8').trim().split('\n').slice(-8))
            console.log(`[crash]   | ${line.slice(0, 400)}`);
          await p.start();
        }
      }
      if (Date.now() > deadline) break;
      if (pgRestarts < PG_RESTARTS && Date.now() > pgRestartAt(pgRestarts)) {
        console.log(`[crash] crash-restarting PostgreSQL (pg_ctl stop -m immediate; start)`);
        cluster.crashRestart();
        pgRestarts++;
        continue;
      }
      const victim = apis[Math.floor(Math.random() * apis.length)];
      await victim.kill();
      kills++;
      console.log(
        `[crash] SIGKILL ${victim.name} (#${kills}) at ${((Date.now() - started) / 1000).toFixed(1)} s; acknowledged so far ${w.stats.acknowledged}`,
      );
      await sleep(between(200, 1500));
      await victim.start();
    }
    console.log(`[crash] time is up: letting the clients finish their current request`);
    await Promise.all(tables);
    for (const p of apis) {
      if (p.child && (p.child.exitCode !== null || p.child.signalCode !== null)) {
        unexpectedExits++;
        console.log(`[crash] ${p.name} had exited by itself at the end; last words:`);
        for (const line of readFileSync(p.logFile, 'utf8').trim().split('\n').slice(-8))
          console.log(`[crash]   | ${line.slice(0, 400)}`);
        await p.start();
      }
    }

    const report = await audit(dbUrl, club.id, acks, new LedgerWriter(() => [apis[0].url]), club.admin);
    const s = w.stats;
    console.log('');
    console.log(`[crash] requests sent        ${s.sent}`);
    console.log(`[crash] acknowledged (2xx)   ${s.acknowledged}  (writes of the tables: ${report.acknowledged})`);
    console.log(`[crash] retried              ${s.retried}`);
    console.log(`[crash] refused for good     ${s.failed}`);
    console.log(
      `[crash] kills survived       ${kills} SIGKILLs of an API process, ${pgRestarts} PostgreSQL crash-restart(s), ${unexpectedExits} exits by themselves`,
    );
    console.log(`[crash] statuses             ${JSON.stringify(s.statuses)}`);
    console.log(
      `[crash] log                  ${report.events} events in ${report.sessions} sessions; ${report.verified} verified (chain + replay)`,
    );
    for (const f of s.failures) console.log(`[crash] refused: ${f}`);
    for (const p of report.problems.slice(0, 50)) console.log(`[crash] PROBLEM ${p}`);
    if (unexpectedExits)
      console.log(`[crash] FINDING an API process exited by itself ${unexpectedExits}× (see its last words above)`);
    const ok =
      report.problems.length === 0 &&
      s.failed === 0 &&
      kills > 0 &&
      pgRestarts === PG_RESTARTS &&
      unexpectedExits === 0 &&
      report.verified === report.sessions;
    console.log(
      `CRASH sent=${s.sent} acknowledged=${s.acknowledged} retried=${s.retried} kills=${kills} pg_restarts=${pgRestarts} self_exits=${unexpectedExits} events=${report.events} problems=${report.problems.length} ${ok ? 'PASS' : 'FAIL'}`,
    );
    return ok ? 0 : 1;
  } finally {
    for (const p of apis) await p.stop().catch(() => undefined);
    if (process.env.CRASH_KEEP === '1') console.log(`[crash] kept ${cluster.dir}`);
    else cluster.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
