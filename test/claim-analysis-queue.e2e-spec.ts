import { INestApplication } from '@nestjs/common';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readConfig } from '../apps/ledger-api/src/config/ledger-config';
import { createApp } from '../apps/ledger-api/src/create-app';
import { ClaimAnalysisQueue } from '../apps/ledger-api/src/sessions/analyse-claim/claim-analysis-queue';
import { scriptDeal, seededRandom } from './support/deal-script';
import { dotted, fullPack } from './support/table-play';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TEST_OPERATOR_TOKEN, TestApp } from './support/test-app';

/**
 * Issue 18, point 2: claim analysis is asked for with POST (scorer, admin) and recorded once; GET only
 * reads; a refusal is recorded and never recomputed by the same solver version; concurrent requests
 * share one solve; one solve per club at a time, a bounded queue per club (429), a solve whose client
 * left is dropped; no solver thread → 503. The budget is small here so that a Hearts claim at trick
 * one is refused after a second or two of solving (CLAIM_ANALYSIS_MAX_NODES).
 */
const BUDGET = 600_000;

describe('claim analysis: POST records once, GET reads, the per-club queue (issue 18)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let seed = 500;
  let queue: ClaimAnalysisQueue;
  beforeAll(async () => {
    t = await startTestApp('e2e_claims_queue', {
      CLAIM_ANALYSIS_MAX_NODES: String(BUDGET),
      CLAIM_ANALYSIS_QUEUE_PER_CLUB: '2',
    });
    api = new LedgerClient(t.app);
    queue = t.app.get(ClaimAnalysisQueue);
    // A port of its own, so that a test can open a raw request and close it half way.
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A whist session of `club` whose deal 1 has the hands recorded and a claim of the rest with two tricks left: solved in milliseconds. */
  async function lateClaim(club: TestClub) {
    const session = await api.session(club, 'whist');
    const deal = scriptDeal(seededRandom(seed++), 'S');
    const started = await api.post(club.scorer, `/v1/sessions/${session}/deals`, {
      dealer: 'S',
      trumpCard: deal.trumpCard,
      hands: deal.hands,
    });
    expect(started.status).toBe(201);
    await api.plays(club.scorer, session, 1, deal.plays.slice(0, 44));
    const view = await api.get(club.auditor, `/v1/sessions/${session}/deals/1`);
    const made = await api.fact(club.scorer, session, 1, 'claims', {
      seat: view.body.tricks.at(-1).winner,
      tricks: 'rest',
    });
    return { session, path: `/v1/sessions/${session}/deals/1/claims/${made.id}/analysis` };
  }

  /**
   * A Hearts session where South, holding the ace of spades and low cards, claims before the first
   * lead that he takes no heart (hearts-foster): past the budget, so refused after a second or two.
   */
  async function earlyClaim(club: TestClub) {
    const session = await api.session(club, 'hearts');
    const south = dotted('A432.432.432.432');
    const rest = fullPack().filter((c) => !south.includes(c));
    const hands = {
      S: south,
      N: rest.filter((_c, i) => i % 3 === 0),
      E: rest.filter((_c, i) => i % 3 === 1),
      W: rest.filter((_c, i) => i % 3 === 2),
    };
    expect((await api.post(club.scorer, `/v1/sessions/${session}/deals`, { dealer: 'W', hands })).status).toBe(201);
    const made = await api.fact(club.scorer, session, 1, 'claims', { seat: 'S', tricks: 0 });
    return { session, path: `/v1/sessions/${session}/deals/1/claims/${made.id}/analysis` };
  }

  async function events(club: TestClub, session: string, type: string) {
    const res = await api.get(club.auditor, `/v1/sessions/${session}/events?after=0&limit=1000`);
    return res.body.events.filter((e: { type: string }) => e.type === type);
  }

  async function until(what: string, ok: () => boolean, ms = 30_000) {
    const end = Date.now() + ms;
    while (!ok()) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(queue.stats())}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  it('POST (scorer, admin) records the analysis once: 201, then 200 with the same body; GET (auditor too) reads it, 404 before; an auditor cannot POST', async () => {
    const club = await api.club('Analysis club');
    const { session, path } = await lateClaim(club);
    const before = await api.get(club.auditor, path);
    expect(before.status).toBe(404);
    expect(before.body.code).toBe('NO_ANALYSIS');
    const auditorAsks = await api.post(club.auditor, path, {});
    expect(auditorAsks.status).toBe(403);
    expect(await events(club, session, 'ClaimAnalysed')).toHaveLength(0);

    const first = await api.post(club.scorer, path, {});
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      sound: expect.any(Boolean),
      solverVersion: expect.stringMatching(/^claim-solver\//),
    });
    const again = await api.post(club.admin, path, {});
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    for (const key of [club.auditor, club.scorer, club.admin]) {
      const read = await api.get(key, path);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(first.body);
    }
    expect(await events(club, session, 'ClaimAnalysed')).toHaveLength(1);
  });

  it('a repeat with the same Idempotency-Key gets the first response again (201, Idempotent-Replayed)', async () => {
    const club = await api.club('Idempotent club');
    const { session, path } = await lateClaim(club);
    const first = await api.post(club.scorer, path, {}, { 'Idempotency-Key': 'analysis-1' });
    expect(first.status).toBe(201);
    const again = await api.post(club.scorer, path, {}, { 'Idempotency-Key': 'analysis-1' });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const other = await api.post(club.scorer, path, {}, { 'Idempotency-Key': 'analysis-2' });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
    expect(await events(club, session, 'ClaimAnalysed')).toHaveLength(1);
  });

  it('GET never writes: reading before and after the analysis leaves the stream as it was', async () => {
    const club = await api.club('Read-only club');
    const { session, path } = await lateClaim(club);
    const version = async () => (await api.get(club.auditor, `/v1/sessions/${session}`)).body.version;
    const v0 = await version();
    for (let i = 0; i < 3; i++) expect((await api.get(club.auditor, path)).status).toBe(404);
    expect(await version()).toBe(v0);
    expect((await api.post(club.scorer, path, {})).status).toBe(201);
    const v1 = await version();
    expect(v1).toBe(v0 + 1);
    for (let i = 0; i < 3; i++) expect((await api.get(club.auditor, path)).status).toBe(200);
    expect(await version()).toBe(v1);
  });

  it('ten concurrent POSTs for one claim share one solve and record one event: one 201, nine 200, one body', async () => {
    const club = await api.club('Crowd club');
    const { session, path } = await lateClaim(club);
    const started = queue.stats().started;
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.post(club.scorer, path, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    for (const a of answers) expect(a.body).toEqual(answers[0].body);
    expect(queue.stats().started - started).toBe(1);
    expect(await events(club, session, 'ClaimAnalysed')).toHaveLength(1);
  });

  it('records a refusal (422 ANALYSIS_TOO_LARGE) with the solver version and never solves it again with that version', async () => {
    const club = await api.club('Refusal club');
    const { session, path } = await earlyClaim(club);
    const started = queue.stats().started;
    const first = await api.post(club.scorer, path, {});
    expect(first.status).toBe(422);
    expect(first.headers['content-type']).toMatch(/problem\+json/);
    expect(first.body.code).toBe('ANALYSIS_TOO_LARGE');
    expect(first.body.detail).toContain(`more than ${BUDGET} positions (13 tricks left)`);
    const [refused] = await events(club, session, 'ClaimAnalysisRefused');
    expect(refused.data.refusal).toEqual({
      solverVersion: expect.stringMatching(/^claim-solver\//),
      maxNodes: BUDGET,
      tricksLeft: 13,
    });
    expect(queue.stats().started - started).toBe(1);

    for (const key of [club.scorer, club.admin]) {
      const again = await api.post(key, path, {});
      expect(again.status).toBe(422);
      expect(again.body).toEqual(first.body);
    }
    const read = await api.get(club.auditor, path);
    expect(read.status).toBe(422);
    expect(read.body.code).toBe('ANALYSIS_TOO_LARGE');
    expect(queue.stats().started - started).toBe(1);
    expect(await events(club, session, 'ClaimAnalysisRefused')).toHaveLength(1);
    expect(await events(club, session, 'ClaimAnalysed')).toHaveLength(0);
  });

  it("bounds a club's queue (429 with Retry-After past CLAIM_ANALYSIS_QUEUE_PER_CLUB) while another club is served first", async () => {
    const busy = await api.club('Busy club');
    const other = await api.club('Other club');
    const claims = [];
    for (let i = 0; i < 4; i++) claims.push(await earlyClaim(busy));
    const small = await lateClaim(other);
    const base = queue.stats();

    const doneAt: Record<string, number> = {};
    const ask = (key: string, path: string, name: string) =>
      api.post(key, path, {}).then((res) => ((doneAt[name] = performance.now()), res));
    const running = ask(busy.scorer, claims[0].path, 'c1');
    await until('the first solve to run', () => queue.stats().started > base.started);
    const waiting = [ask(busy.scorer, claims[1].path, 'c2'), ask(busy.scorer, claims[2].path, 'c3')];
    await until('two solves waiting', () => queue.stats().queued === 2);

    const refused = await api.post(busy.scorer, claims[3].path, {});
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/problem\+json/);
    expect(refused.body.code).toBe('ANALYSIS_QUEUE_FULL');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // Another club is not refused, and is served before the busy club's second claim (one solve per club).
    const otherAnswer = await ask(other.scorer, small.path, 'other');
    expect(otherAnswer.status).toBe(201);
    const answers = await Promise.all([running, ...waiting]);
    expect(answers.map((a) => a.status)).toEqual([422, 422, 422]);
    expect(doneAt.other).toBeLessThan(doneAt.c2);
    expect(queue.stats().refusedFull - base.refusedFull).toBe(1);
    expect(await events(busy, claims[3].session, 'ClaimAnalysisRefused')).toHaveLength(0);
  });

  it('drops a waiting solve whose client closed the request, so it never runs', async () => {
    const club = await api.club('Impatient club');
    const blocker = await earlyClaim(club);
    const leaving = await earlyClaim(club);
    const base = queue.stats();
    const first = api.post(club.scorer, blocker.path, {});
    await until('the first solve to run', () => queue.stats().started > base.started);

    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: leaving.path,
      headers: { Authorization: `Bearer ${club.scorer}`, 'Content-Type': 'application/json' },
    });
    req.on('error', () => undefined); // destroyed on purpose
    req.end('{}');
    await until('the second solve to wait', () => queue.stats().queued === 1);
    req.destroy();
    await until('the waiting solve to be dropped', () => queue.stats().dropped === base.dropped + 1);
    expect(queue.stats().queued).toBe(0);

    expect((await first).status).toBe(422);
    await new Promise((r) => setTimeout(r, 200));
    expect(queue.stats().started - base.started).toBe(1);
    expect(await events(club, leaving.session, 'ClaimAnalysisRefused')).toHaveLength(0);
    expect((await api.get(club.auditor, leaving.path)).status).toBe(404);
  });

  it('two API processes on one database asked at once record one event; the second answers 200 with the first one', async () => {
    const second: INestApplication = await createApp({
      ...readConfig({ LOG_LEVEL: 'silent', LEDGER_OPERATOR_TOKEN: TEST_OPERATOR_TOKEN, AUTH_FAILURES_PER_MINUTE: '0' }),
      databaseUrl: t.db.appUrl,
    });
    await second.init();
    try {
      const club = await api.club('Two-process club');
      const { session, path } = await lateClaim(club);
      const other = new LedgerClient(second);
      const answers = await Promise.all([api.post(club.scorer, path, {}), other.post(club.admin, path, {})]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
      expect(answers[1].body).toEqual(answers[0].body);
      expect(await events(club, session, 'ClaimAnalysed')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('claim analysis with no solver thread (CLAIM_SOLVER_THREADS=0): 503, never solved on the event loop', () => {
  let t: TestApp;
  let api: LedgerClient;
  beforeAll(async () => {
    t = await startTestApp('e2e_claims_nothread', { CLAIM_SOLVER_THREADS: '0' });
    api = new LedgerClient(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 problem+json with Retry-After and records nothing', async () => {
    const club = await api.club('Threadless club');
    const session = await api.session(club, 'whist');
    const deal = scriptDeal(seededRandom(77), 'S');
    await api.post(club.scorer, `/v1/sessions/${session}/deals`, {
      dealer: 'S',
      trumpCard: deal.trumpCard,
      hands: deal.hands,
    });
    await api.plays(club.scorer, session, 1, deal.plays.slice(0, 44));
    const view = await api.get(club.auditor, `/v1/sessions/${session}/deals/1`);
    const made = await api.fact(club.scorer, session, 1, 'claims', {
      seat: view.body.tricks.at(-1).winner,
      tricks: 'rest',
    });
    const path = `/v1/sessions/${session}/deals/1/claims/${made.id}/analysis`;
    const res = await api.post(club.scorer, path, {});
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(res.body.code).toBe('SOLVER_UNAVAILABLE');
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await api.get(club.auditor, path)).status).toBe(404);
    expect(t.app.get(ClaimAnalysisQueue).stats().started).toBe(0);
  });
});
