/**
 * `npm run bench:claims-queue [-- --budget=N --crowd=N]`: the claim analysis queue of issue 18 (ADR 0018)
 * over HTTP, in one API process on a bench database. Club A asks for two hard Hearts claims (each
 * refused after `budget` positions, default 3,000,000); while they run, club B asks for an easy
 * claim. Prints the time of A's solves, B's wait (one solve per club and round-robin: B waits at
 * most for the solve already running, not for A's queue), `/health/live`'s p99 while the solves run
 * (the event loop stays free), and how many solves `crowd` concurrent requests for one claim cost.
 * Ends with `BENCH` lines.
 */
import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { readConfig } from '../apps/ledger-api/src/config/ledger-config';
import { createApp } from '../apps/ledger-api/src/create-app';
import { ClaimAnalysisQueue } from '../apps/ledger-api/src/sessions/analyse-claim/claim-analysis-queue';
import { scriptDeal, seededRandom } from '../test/support/deal-script';
import { dotted, fullPack } from '../test/support/table-play';
import { benchDatabase } from './support/bench-database';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const BUDGET = arg('budget', 3_000_000);
const CROWD = arg('crowd', 50);
const TOKEN = 'bench-operator-token-0123456789abcdef';

let base = '';
async function call(key: string, method: string, path: string, body?: unknown) {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json().catch(() => undefined)) as any };
}
async function ok(key: string, path: string, body: unknown) {
  const r = await call(key, 'POST', path, body);
  if (r.status !== 201) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

async function club(name: string) {
  const c = await ok(TOKEN, '/v1/clubs', { name });
  const seats: Record<string, string> = {};
  for (const s of ['N', 'E', 'S', 'W']) seats[s] = (await ok(c.adminKey, `/v1/clubs/${c.id}/players`, { name: s })).id;
  return { id: c.id as string, key: c.adminKey as string, seats };
}

/** South holds the ace of spades and low cards and claims no heart before the first lead (hearts-foster). */
async function hardClaim(c: Awaited<ReturnType<typeof club>>): Promise<string> {
  const s = (await ok(c.key, `/v1/clubs/${c.id}/sessions`, { variant: 'hearts', seats: c.seats })).id;
  const south = dotted('A432.432.432.432');
  const rest = fullPack().filter((x) => !south.includes(x));
  const hands = {
    S: south,
    N: rest.filter((_x, i) => i % 3 === 0),
    E: rest.filter((_x, i) => i % 3 === 1),
    W: rest.filter((_x, i) => i % 3 === 2),
  };
  await ok(c.key, `/v1/sessions/${s}/deals`, { dealer: 'W', hands });
  const claim = await ok(c.key, `/v1/sessions/${s}/deals/1/claims`, { seat: 'S', tricks: 0 });
  return `/v1/sessions/${s}/deals/1/claims/${claim.id}/analysis`;
}

/** A whist claim of the rest with two tricks left: milliseconds of solving. */
async function easyClaim(c: Awaited<ReturnType<typeof club>>, seed: number): Promise<string> {
  const s = (await ok(c.key, `/v1/clubs/${c.id}/sessions`, { variant: 'whist', seats: c.seats })).id;
  const deal = scriptDeal(seededRandom(seed), 'S');
  await ok(c.key, `/v1/sessions/${s}/deals`, { dealer: 'S', hands: deal.hands, trumpCard: deal.trumpCard });
  for (const p of deal.plays.slice(0, 44)) await ok(c.key, `/v1/sessions/${s}/deals/1/plays`, p);
  const view = await call(c.key, 'GET', `/v1/sessions/${s}/deals/1`);
  const claim = await ok(c.key, `/v1/sessions/${s}/deals/1/claims`, {
    seat: view.body.tricks.at(-1).winner,
    tricks: 'rest',
  });
  return `/v1/sessions/${s}/deals/1/claims/${claim.id}/analysis`;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await work();
  return [out, performance.now() - t0];
}

async function main(): Promise<void> {
  const db = await benchDatabase('bench_claims_queue');
  let app: INestApplication | undefined;
  try {
    const config = readConfig({
      LOG_LEVEL: 'warn',
      LEDGER_OPERATOR_TOKEN: TOKEN,
      CLAIM_ANALYSIS_MAX_NODES: String(BUDGET),
    });
    app = await createApp({ ...config, databaseUrl: db.appUrl });
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const queue = app.get(ClaimAnalysisQueue);
    console.log(
      `${config.claimSolverThreads} solver thread(s) on ${availableParallelism()} cores; budget ${BUDGET} positions`,
    );

    const a = await club('Hard club');
    const b = await club('Easy club');
    const hard = [await hardClaim(a), await hardClaim(a)];
    const easy = await easyClaim(b, 1);
    const crowd = await easyClaim(b, 2);

    const live: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const [, ms] = await timed(() => fetch(`${base}/health/live`).then((r) => r.text()));
        live.push(ms);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const hardAnswers = hard.map((p) => timed(() => call(a.key, 'POST', p, {})));
    await new Promise((r) => setTimeout(r, 100));
    const [easyAnswer, easyMs] = await timed(() => call(b.key, 'POST', easy, {}));
    const answered = await Promise.all(hardAnswers);
    probing = false;
    await probe;
    for (const [r, ms] of answered)
      console.log(`club A hard claim: ${r.status} ${r.body?.code ?? ''} after ${ms.toFixed(0)} ms`);
    console.log(`club B easy claim: ${easyAnswer.status} after ${easyMs.toFixed(0)} ms`);

    const before = queue.stats().started;
    const crowdAnswers = await Promise.all(Array.from({ length: CROWD }, () => call(b.key, 'POST', crowd, {})));
    const solves = queue.stats().started - before;
    const statuses = crowdAnswers.map((r) => r.status);
    console.log(
      `${CROWD} concurrent requests for one claim: ${solves} solve(s); statuses ${JSON.stringify(statuses.sort())}`,
    );

    live.sort((x, y) => x - y);
    const p99 = live[Math.min(live.length - 1, Math.floor(live.length * 0.99))];
    console.log(`BENCH claims-queue-hard-solve-first ${Math.min(...answered.map(([, ms]) => ms)).toFixed(0)} ms`);
    console.log(`BENCH claims-queue-hard-solve-second ${Math.max(...answered.map(([, ms]) => ms)).toFixed(0)} ms`);
    console.log(`BENCH claims-queue-other-club-wait ${easyMs.toFixed(0)} ms`);
    console.log(`BENCH claims-queue-health-live-p99 ${p99.toFixed(0)} ms`);
    console.log(`BENCH claims-queue-crowd-solves ${solves} solves`);
  } finally {
    await app?.close();
    await db.drop();
  }
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
