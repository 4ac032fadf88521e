/**
 * Soak (issue 6): `npm run test:soak [-- --seconds=600 --connections=64]`.
 *
 * Builds the API and runs ONE process of it on a fresh database (on `DATABASE_URL`, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432; dropped afterwards). 64 concurrent
 * connections record whole whist deals (a new session every 4 deals) for 10 minutes; every 50th
 * play is first sent with a stale If-Match, a planned conflict that must get 409. It samples the API
 * process's RSS (`VmRSS` of /proc/<pid>/status) every 10 s and asserts that memory stays flat
 * (end < 1.5 × the RSS after warm-up) and that no request failed except the planned 409s. Then it
 * audits the log as the crash test does.
 *
 * The API runs with a V8 heap ceiling (`--max-old-space-size=128`, SOAK_API_HEAP_MB; 0 = V8's own
 * default): without one V8 grows its heap lazily towards a limit sized from the machine's memory, so
 * RSS drifts up for many minutes without any leak (measured: 175 → 327 MB in 10 min, while a 96 MB
 * ceiling held 160 MB flat at the same throughput). With a ceiling a leak cannot hide: the process
 * would run out of heap and requests would fail. `--trace-gc` also gives the live heap after each full
 * GC, reported (and held to the same 1.5× bound) next to RSS.
 *
 * Settings (flag or env): --seconds / SOAK_SECONDS (600), --connections / SOAK_CONNECTIONS (64),
 * --warmup / SOAK_WARMUP_SECONDS (60, or a tenth of a shorter run), --heap-mb / SOAK_API_HEAP_MB (128).
 * FAULTS_SKIP_BUILD=1 reuses dist/.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { readFileSync } from 'node:fs';
import { ApiProcess, buildApi, liveHeapAfterFullGcs, sleep } from './support/api-process';
import { audit } from './support/audit';
import { setUpClub } from './support/club-setup';
import { freePort, setting } from './support/free-port';
import { prepareDatabase } from './support/prepare-database';
import { LedgerWriter } from './support/ledger-writer';
import { Ack, recordTable } from './support/table-loop';

const SECONDS = setting('seconds', 'SOAK_SECONDS', 600);
const CONNECTIONS = setting('connections', 'SOAK_CONNECTIONS', 64);
const WARMUP = setting('warmup', 'SOAK_WARMUP_SECONDS', Math.min(60, Math.round(SECONDS / 10)));
const HEAP_MB = setting('heap-mb', 'SOAK_API_HEAP_MB', 128);
const TOKEN = 'soak-operator-token-0123456789abcdef';

function withDb(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

async function main(): Promise<number> {
  const server =
    process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `soak_${randomBytes(4).toString('hex')}`;
  console.log(`[soak] building the API`);
  buildApi();
  const admin = new Client({ connectionString: withDb(server, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  // The owner migrates; the API logs in as a login of its own, a member of ledger_app (ADR 0011).
  const dbUrl = withDb(server, name);
  const appUrl = await prepareDatabase(admin, dbUrl, `${name}_api`);
  const nodeArgs = ['--trace-gc', ...(HEAP_MB > 0 ? [`--max-old-space-size=${HEAP_MB}`] : [])];
  const env = { DATABASE_URL: appUrl, LEDGER_OPERATOR_TOKEN: TOKEN, LOG_LEVEL: 'warn', DATABASE_POOL_SIZE: '16' };
  const api = new ApiProcess('api', await freePort(), env, `/tmp/${name}-api.log`, nodeArgs);
  try {
    await api.start();
    const rssStart = api.rssMb();
    console.log(
      `[soak] API pid ${api.child!.pid} on :${api.port} (node ${nodeArgs.join(' ')}), database ${name}; RSS at start ${rssStart.toFixed(1)} MB; ${CONNECTIONS} connections for ${SECONDS} s (warm-up ${WARMUP} s)`,
    );
    const w = new LedgerWriter(() => [api.url], 30_000);
    const club = await setUpClub(w, TOKEN, CONNECTIONS);
    const t0 = Date.now();
    const deadline = t0 + SECONDS * 1000;
    const acks: Ack[] = [];
    let broken = false;
    const stop = () => broken || Date.now() > deadline;
    const tables = club.scorers.map((key, i) =>
      recordTable(w, club, { key, seed: 5000 + i, dealsPerSession: 4, plannedConflictEvery: 50, stop }, acks).then(
        () => {
          if (Date.now() <= deadline) broken = true; // a table only stops early when a write was refused
        },
      ),
    );
    const samples: { t: number; rss: number; acked: number }[] = [];
    let rssWarm = NaN;
    while (!stop()) {
      await sleep(Math.min(10_000, Math.max(0, deadline - Date.now())) || 1);
      const t = (Date.now() - t0) / 1000;
      samples.push({ t, rss: api.rssMb(), acked: w.stats.acknowledged });
      if (Number.isNaN(rssWarm) && t >= WARMUP) rssWarm = samples.at(-1)!.rss;
      const s = samples.at(-1)!;
      console.log(
        `[soak] ${t.toFixed(0).padStart(4)} s  RSS ${s.rss.toFixed(1)} MB  acknowledged ${s.acked}  failed ${w.stats.failed}`,
      );
    }
    await Promise.all(tables);
    const seconds = (Date.now() - t0) / 1000;
    const rssEnd = api.rssMb();
    if (Number.isNaN(rssWarm)) rssWarm = samples[0]?.rss ?? rssEnd;
    const rssMax = Math.max(...samples.map((s) => s.rss), rssEnd);
    // Live heap after full GCs: the first one after warm-up, and the lowest of the last minute (or quarter) (a
    // full GC in the middle of a burst still holds that burst's garbage-to-be).
    const gcs = liveHeapAfterFullGcs(readFileSync(api.logFile, 'utf8'));
    const warmMs = t0 - api.spawnedAt + WARMUP * 1000;
    const warmGc = gcs.find((g) => g.ms >= warmMs)?.mb ?? NaN;
    const tail = Math.min(60_000, (SECONDS * 1000) / 4);
    const lastMinute = gcs.filter((g) => g.ms >= warmMs && g.ms >= (gcs.at(-1)?.ms ?? 0) - tail).map((g) => g.mb);
    const endGc = lastMinute.length ? Math.min(...lastMinute) : NaN;
    const heapFlat = Number.isNaN(warmGc) || Number.isNaN(endGc) || endGc < 1.5 * warmGc;
    const report = await audit(dbUrl, club.id, acks, w, club.admin);
    const s = w.stats;
    const flat = rssEnd < 1.5 * rssWarm;
    console.log('');
    console.log(`[soak] duration            ${seconds.toFixed(0)} s, ${CONNECTIONS} connections`);
    console.log(
      `[soak] requests            ${s.sent} writes sent, ${s.acknowledged} acknowledged (${(s.acknowledged / seconds).toFixed(0)}/s), ${s.planned} planned 409s`,
    );
    console.log(`[soak] failures            ${s.failed} (retried: ${s.retried})`);
    console.log(`[soak] statuses            ${JSON.stringify(s.statuses)}`);
    console.log(
      `[soak] RSS                 start ${rssStart.toFixed(1)} MB, after warm-up ${rssWarm.toFixed(1)} MB, end ${rssEnd.toFixed(1)} MB, max ${rssMax.toFixed(1)} MB (end/warm ${(rssEnd / rssWarm).toFixed(2)})`,
    );
    console.log(
      `[soak] live heap           after full GCs: ${warmGc.toFixed(1)} MB after warm-up, ${endGc.toFixed(1)} MB at the end (${gcs.length} full GCs)`,
    );
    console.log(
      `[soak] log                 ${report.events} events in ${report.sessions} sessions; ${report.verified} verified (chain + replay)`,
    );
    for (const f of s.failures) console.log(`[soak] refused: ${f}`);
    for (const p of report.problems.slice(0, 50)) console.log(`[soak] PROBLEM ${p}`);
    const ok = flat && heapFlat && s.failed === 0 && s.retried === 0 && s.planned > 0 && report.problems.length === 0;
    console.log(
      `SOAK seconds=${seconds.toFixed(0)} connections=${CONNECTIONS} sent=${s.sent} acknowledged=${s.acknowledged} planned409=${s.planned} failed=${s.failed} rss_start_mb=${rssStart.toFixed(1)} rss_warm_mb=${rssWarm.toFixed(1)} rss_end_mb=${rssEnd.toFixed(1)} rss_max_mb=${rssMax.toFixed(1)} heap_warm_mb=${warmGc.toFixed(1)} heap_end_mb=${endGc.toFixed(1)} ${ok ? 'PASS' : 'FAIL'}`,
    );
    return ok ? 0 : 1;
  } finally {
    await api.stop().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    await admin.query(`DROP ROLE IF EXISTS "${name}_api"`).catch(() => undefined);
    await admin.end();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
