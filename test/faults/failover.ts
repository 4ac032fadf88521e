/**
 * Failover test (issue 20.3, ADR 0025): `npm run test:failover [-- --clients=6 --before=10 --after=10]`.
 *
 * Builds a pg_auto_failover formation in a temporary folder (monitor + primary + synchronous standby,
 * PostgreSQL 15, loopback ports 5570-5572; needs Debian's `postgresql-15-auto-failover`, which this
 * script does not install: .ci/run does), migrates the database as the owner and starts TWO API processes
 * whose `DATABASE_URL` lists both nodes (`postgres://…@127.0.0.1:p1,127.0.0.1:p2/ledger?target_session_attrs=read-write`).
 * Clients record whole whist deals on both processes (every write with an Idempotency-Key, retried after
 * 503 and dropped connections) while the primary's postmaster is SIGKILLed; pg_auto_failover promotes the
 * standby. Then it checks: every acknowledged write is in the log exactly once (none lost, none doubled),
 * every session's hash chain and replay verify, the club log audits (and is consistent with a checkpoint
 * kept before the kill), every 5xx was a 503 with Retry-After (never 500), and writes resumed by
 * themselves. Prints the time until writes resumed and the counts, and a final `FAILOVER … PASS|FAIL` line.
 *
 * Settings (flag or env): --clients / FAILOVER_CLIENTS (6), --before / FAILOVER_BEFORE_SECONDS (10 s of load
 * before the kill), --after / FAILOVER_AFTER_SECONDS (10 s of load after writes resume), --pg-port /
 * FAILOVER_PG_PORT (5570: the monitor; the nodes take the next two). FAULTS_SKIP_BUILD=1 reuses dist/,
 * FAILOVER_KEEP=1 keeps the temp folder (logs of every node and API process).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { runAudit } from '../../apps/ledger-api/src/cli/audit/run-audit';
import { ApiProcess, buildApiInBackground, sleep } from './support/api-process';
import { audit } from './support/audit';
import { AutoFailoverFormation, findPgAutoctl } from './support/auto-failover-formation';
import { setUpClub } from './support/club-setup';
import { freePort, setting } from './support/free-port';
import { LedgerWriter, newKey } from './support/ledger-writer';
import { prepareDatabase } from './support/prepare-database';
import { Ack, recordTable } from './support/table-loop';

const CLIENTS = setting('clients', 'FAILOVER_CLIENTS', 6);
const BEFORE_S = setting('before', 'FAILOVER_BEFORE_SECONDS', 10);
const AFTER_S = setting('after', 'FAILOVER_AFTER_SECONDS', 10);
const PG_PORT = setting('pg-port', 'FAILOVER_PG_PORT', 5570);
const PROMOTION_TIMEOUT_MS = 60_000;
/** The whole run (the build alongside the formation included) is cut off after this (FAIL, everything torn down): --timeout / FAILOVER_TIMEOUT_SECONDS. */
const TIMEOUT_S = setting('timeout', 'FAILOVER_TIMEOUT_SECONDS', 600);
const TOKEN = 'failover-test-operator-token-0123456789abcdef';
const log = (msg: string) => console.log(`[failover] ${msg}`);
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The size of a signed checkpoint note (C2SP tlog-checkpoint: origin, size, root, blank line, signatures). */
const checkpointSize = (note: string) => Number(note.split('\n')[1]);

async function main(): Promise<number> {
  const started = Date.now();
  const pgAutoctl = findPgAutoctl();
  if (!pgAutoctl) {
    log(
      'pg_autoctl not found (PATH, /usr/lib/postgresql/15/bin): install the Debian package postgresql-15-auto-failover',
    );
    console.log('FAILOVER not-run (pg_autoctl missing) FAIL');
    return 1;
  }
  const formation = new AutoFailoverFormation(pgAutoctl, PG_PORT, [PG_PORT + 1, PG_PORT + 2]);
  const apis: ApiProcess[] = [];
  const watchdog = setTimeout(() => {
    log(`still running after ${TIMEOUT_S} s: stopping everything`);
    console.log('FAILOVER timed-out FAIL');
    void Promise.all(apis.map((p) => p.kill()))
      .then(() => formation.destroy(true))
      .finally(() => process.exit(1));
  }, TIMEOUT_S * 1000);
  watchdog.unref();
  log(`pg_auto_failover formation in ${formation.dir}: monitor :${PG_PORT}, nodes :${PG_PORT + 1}, :${PG_PORT + 2}`);
  let keep = process.env.FAILOVER_KEEP === '1';
  try {
    const t0 = Date.now();
    log(
      process.env.FAULTS_SKIP_BUILD === '1'
        ? 'reusing the built API (FAULTS_SKIP_BUILD=1)'
        : 'building the API while the formation is made',
    );
    // Both finish before anything is torn down, even when one fails.
    for (const r of await Promise.allSettled([buildApiInBackground(), formation.create()]))
      if (r.status === 'rejected') throw r.reason;
    const first = (await formation.writable())!;
    const syncNames = await formation.synchronousStandbyNames(first.port);
    log(
      `formation up (and the API built) in ${secs(Date.now() - t0)}: ${(await formation.states()).map((s) => `${s.name}:${s.port} ${s.reported}`).join(', ')}; primary's synchronous_standby_names = ${syncNames}`,
    );

    const ownerUrl = formation.url(first.port);
    const admin = new Client({ connectionString: ownerUrl });
    await admin.connect();
    const appUrl = new URL(await prepareDatabase(admin, ownerUrl, 'ledger_api'));
    await admin.end();
    const hosts = formation.nodePorts.map((p) => `127.0.0.1:${p}`).join(',');
    const databaseUrl = `postgres://${appUrl.username}:${appUrl.password}@${hosts}/ledger?target_session_attrs=read-write`;
    const dataDir = path.join(formation.dir, 'api-data');
    mkdirSync(dataDir);
    const env = {
      DATABASE_URL: databaseUrl,
      LEDGER_OPERATOR_TOKEN: TOKEN,
      LEDGER_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // One synchronous standby, which pg_auto_failover switches off in `wait_primary`: a write is acknowledged
      // only once the standby holds it (ADR 0025 revision 2; without it, run 5 of stop 16 lost 157 writes).
      LEDGER_REQUIRE_SYNC_STANDBY: '1',
    };
    for (const name of ['api-a', 'api-b']) {
      const p = new ApiProcess(name, await freePort(), env, `${formation.dir}/${name}.log`);
      await p.start();
      apis.push(p);
    }
    log(
      `${apis.map((a) => `${a.name} on :${a.port}`).join(', ')}, DATABASE_URL …@${hosts}/ledger?target_session_attrs=read-write`,
    );

    const w = new LedgerWriter(() => apis.map((a) => a.url));
    const club = await setUpClub(w, TOKEN, CLIENTS);
    const acks: Ack[] = [];
    let stopAt = Infinity;
    const tables = club.scorers.map((key, i) =>
      recordTable(
        w,
        club,
        { key, seed: 2000 + i, dealsPerSession: 3, retryWindowMs: 90_000, stop: () => Date.now() > stopAt },
        acks,
      ),
    );
    log(`${CLIENTS} clients recording deals on both processes; the primary dies in ${BEFORE_S} s`);
    await sleep(BEFORE_S * 1000);

    // A checkpoint of the club log kept before the kill: the log after the failover must extend it.
    const checkpointFile = path.join(formation.dir, 'club.checkpoint');
    const auditBase = { base: apis[0].url, key: club.admin, club: club.id, checkpointFile };
    const before = await runAudit(auditBase);
    log(
      `club log before the kill: ${before.ok ? `audit OK, checkpoint of ${before.checkpoint?.size} leaves kept` : `audit FAILED: ${before.first?.what}`}`,
    );

    const victim = (await formation.writable())!;
    const acksAtKill = acks.length;
    const statusesAtKill = { ...w.stats.statuses };
    const pid = formation.postmasterPid(victim.name);
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    log(
      `SIGKILL ${victim.name}'s postmaster (pid ${pid}) at ${secs(killedAt - started)}; ${acksAtKill} writes acknowledged so far`,
    );

    // A probe write every 100 ms (alternating processes, no retries): the first 2xx is "writes resumed".
    const probe = new LedgerWriter(() => apis.map((a) => a.url), 10_000);
    let resumedAt: number | undefined;
    let promoted: { name: string; at: number } | undefined;
    const probing = (async () => {
      for (let i = 0; !resumedAt && Date.now() - killedAt < PROMOTION_TIMEOUT_MS; i++) {
        const a = await probe.post(
          club.admin,
          `/v1/clubs/${club.id}/players`,
          { name: `Probe ${i}` },
          { idempotencyKey: newKey() },
        );
        if (a.status === 201) resumedAt = Date.now();
        else await sleep(100);
      }
    })();
    while (!promoted && Date.now() - killedAt < PROMOTION_TIMEOUT_MS) {
      const now = await formation.writable().catch(() => undefined);
      if (now && now.name !== victim.name) promoted = { name: now.name, at: Date.now() };
      else await sleep(100);
    }
    await probing;
    log(
      promoted
        ? `${promoted.name} promoted after ${secs(promoted.at - killedAt)} (monitor); writes resumed after ${resumedAt ? secs(resumedAt - killedAt) : 'never'}`
        : `no promotion within ${secs(PROMOTION_TIMEOUT_MS)}`,
    );
    for (const e of await formation.eventsSince(killedAt).catch((err: Error) => [`(no events: ${err.message})`]))
      log(`  monitor ${e}`);
    const acksAtResume = acks.length;
    const resumed = resumedAt ?? Date.now();
    stopAt = resumed + AFTER_S * 1000;
    await sleep(Math.max(0, stopAt - Date.now()));
    log(`letting the clients finish their current request`);
    await Promise.all(tables);
    const acksAfterResume = acks.length - acksAtResume;
    const failoverStatuses: Record<string, number> = {};
    for (const [k, n] of Object.entries(w.stats.statuses)) {
      const d = n - (statusesAtKill[k] ?? 0);
      if (d) failoverStatuses[k] = d;
    }

    let selfExits = 0;
    for (const p of apis) {
      if (!p.child || (p.child.exitCode === null && p.child.signalCode === null)) continue;
      selfExits++;
      log(`FINDING ${p.name} exited by itself (${p.child.exitCode ?? p.child.signalCode}); its last words:`);
      for (const line of readFileSync(p.logFile, 'utf8').trim().split('\n').slice(-12))
        log(`  | ${line.slice(0, 300)}`);
    }

    const newPrimary = promoted
      ? formation.url((await formation.states()).find((s) => s.name === promoted.name)!.port)
      : ownerUrl;
    const report = await audit(newPrimary, club.id, acks, new LedgerWriter(() => [apis[0].url]), club.admin);

    // The club log: wait until it covers every event, then audit it against the checkpoint kept before the kill.
    const events = report.events;
    let logSize = 0;
    for (const until = Date.now() + 30_000; Date.now() < until; await sleep(250)) {
      const r = await fetch(`${apis[1].url}/v1/clubs/${club.id}/log/checkpoint`, {
        headers: { authorization: `Bearer ${club.admin}` },
      }).catch(() => undefined);
      if (r?.ok) logSize = checkpointSize(await r.text());
      if (logSize >= events) break;
    }
    const after = await runAudit({ ...auditBase, base: apis[1].url });
    log(
      `club log after: ${after.ok ? `audit OK, checkpoint of ${after.checkpoint?.size} leaves, consistent with the one kept before the kill (${after.keptSize})` : `audit FAILED: ${after.first?.what}`}`,
    );

    const s = w.stats;
    const p = probe.stats;
    const all: Record<string, number> = { ...s.statuses };
    for (const [k, n] of Object.entries(p.statuses)) all[k] = (all[k] ?? 0) + n;
    const otherServerErrors = Object.entries(all).filter(([k]) => Number(k) >= 500 && k !== '503');
    const unavailable = all['503'] ?? 0;
    const noRetryAfter = s.unavailableWithoutRetryAfter + p.unavailableWithoutRetryAfter;
    const dropped = all['0'] ?? 0;
    const codes: Record<string, number> = { ...s.unavailableCodes };
    for (const [k, n] of Object.entries(p.unavailableCodes)) codes[k] = (codes[k] ?? 0) + n;
    console.log('');
    log(`requests sent           ${s.sent} (tables) + ${p.sent} (probe)`);
    log(
      `acknowledged (2xx)      ${s.acknowledged}: ${acksAtKill} table writes before the kill, ${acksAfterResume} after writes resumed`,
    );
    log(
      `statuses                ${JSON.stringify(s.statuses)}; from the kill on ${JSON.stringify(failoverStatuses)}; probe ${JSON.stringify(p.statuses)}`,
    );
    log(
      `503 answers             ${unavailable} ${JSON.stringify(codes)}, ${noRetryAfter} of them without Retry-After; other 5xx: ${otherServerErrors.length ? JSON.stringify(Object.fromEntries(otherServerErrors)) : 'none'}; dropped/timed-out requests ${dropped}`,
    );
    log(`retried                 ${s.retried}; refused for good ${s.failed}`);
    for (const d of [...s.drops, ...p.drops]) log(`  dropped: ${d}`);
    log(
      `promotion               ${promoted ? `${victim.name} → ${promoted.name} in ${secs(promoted.at - killedAt)}` : 'none'}`,
    );
    log(
      `writes resumed after    ${resumedAt ? secs(resumedAt - killedAt) : 'never'} (first 2xx of a write sent after the kill)`,
    );
    log(
      `log                     ${report.events} events in ${report.sessions} sessions; ${report.verified} verified (chain + replay); club log ${logSize} leaves`,
    );
    log(`API processes           ${selfExits} exited by themselves`);
    for (const f of s.failures) log(`refused: ${f}`);
    for (const pr of report.problems.slice(0, 50)) log(`PROBLEM ${pr}`);
    if (!after.ok) for (const f of after.findings.slice(0, 10)) log(`LOG PROBLEM ${f.what}`);
    const ok =
      !!promoted &&
      !!resumedAt &&
      acksAfterResume > 0 &&
      report.problems.length === 0 &&
      report.verified === report.sessions &&
      s.failed === 0 &&
      otherServerErrors.length === 0 &&
      noRetryAfter === 0 &&
      dropped === 0 &&
      selfExits === 0 &&
      before.ok &&
      after.ok &&
      logSize >= events;
    if (!ok) keep = true;
    console.log(
      `FAILOVER promoted_after_s=${promoted ? ((promoted.at - killedAt) / 1000).toFixed(2) : 'none'} writes_resumed_after_s=${resumedAt ? ((resumedAt - killedAt) / 1000).toFixed(2) : 'never'} acknowledged=${s.acknowledged} after_resume=${acksAfterResume} status_503=${unavailable} status_500=${all['500'] ?? 0} events=${report.events} sessions=${report.sessions} problems=${report.problems.length} total_s=${((Date.now() - started) / 1000).toFixed(0)} ${ok ? 'PASS' : 'FAIL'}`,
    );
    return ok ? 0 : 1;
  } finally {
    clearTimeout(watchdog);
    for (const p of apis) await p.stop().catch(() => undefined);
    await formation.destroy(keep);
    if (keep) log(`kept ${formation.dir}`);
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    console.log('FAILOVER error FAIL');
    process.exit(1);
  },
);
