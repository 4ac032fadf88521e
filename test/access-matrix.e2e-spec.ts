import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { hashApiKey } from '../apps/ledger-api/src/auth/api-key';
import { scriptDeal, seededRandom, ScriptedDeal } from './support/deal-script';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TEST_OPERATOR_TOKEN, TestApp } from './support/test-app';
import { ensureWebBuild } from './support/web-build';

/**
 * Issue 6, the access matrix: every endpoint × every kind of caller, the expected status of each cell
 * written down below. 401 no/bad key; 403 the role lacks the right; 404 another club's ids (never
 * 403); 2xx (or the laws' own answer) otherwise. A route added to the OpenAPI document without a row
 * here fails the suite. Every refused cell must also leave the event log untouched.
 */

type Caller = 'none' | 'bad' | 'operator' | 'otherAdmin' | 'otherScorer' | 'auditor' | 'scorer' | 'admin';
/** Refused callers first, then the allowed ones (scorer before admin: each gets fixtures of its own). */
const CALLERS: Caller[] = ['none', 'bad', 'operator', 'otherAdmin', 'otherScorer', 'auditor', 'scorer', 'admin'];

/** What a cell's request needs: a fresh fixture of the row's kind (made by the admin, outside the matrix). */
interface Fixture {
  session: string;
  deal: ScriptedDeal;
  claimId?: string;
  /** A key of club A made for the cell (revocation rows). */
  keyId?: string;
}

interface Row {
  method: 'GET' | 'POST' | 'DELETE';
  /** The OpenAPI path template. */
  path: string;
  expected: Record<Caller, number>;
  /** Prepares a fixture for one cell (omitted for rows that need none beyond the shared ones). */
  fixture?: () => Promise<Fixture>;
  url: (f: Fixture) => string;
  body?: (f: Fixture, caller: Caller) => unknown;
  /** A never-ending answer (server-sent events): only its status and headers are read. */
  stream?: boolean;
}

const code = (a: number, s: number, ad: number, other = 404, op = 401): Record<Caller, number> => ({
  none: 401,
  bad: 401,
  operator: op,
  otherAdmin: other,
  otherScorer: other,
  auditor: a,
  scorer: s,
  admin: ad,
});
const READ = code(200, 200, 200);
const ADMIN_WRITE = code(403, 403, 201);
const PLAY_WRITE = code(403, 201, 201);

describe('access matrix (issue 6): every endpoint × no key, bad key, operator, other club, auditor, scorer, admin', () => {
  let t: TestApp;
  let api: LedgerClient;
  let a: TestClub;
  let b: TestClub;
  let db: Client;
  let shared: Fixture;
  let seed = 100;
  let base: string;
  const keyOf: Record<Caller, () => string | undefined> = {
    none: () => undefined,
    bad: () => a.admin.slice(0, -1) + (a.admin.endsWith('A') ? 'B' : 'A'),
    operator: () => TEST_OPERATOR_TOKEN,
    otherAdmin: () => b.admin,
    // Issue 18: another club's scorer met a 403 on admin-only session routes (rulings) instead of 404.
    otherScorer: () => b.scorer,
    auditor: () => a.auditor,
    scorer: () => a.scorer,
    admin: () => a.admin,
  };

  /** A whist session of club A with deal 1 dealt (dealer S, so W leads), after `steps` admin writes. */
  async function whistDeal(steps: (f: Fixture) => Promise<void> = async () => undefined): Promise<Fixture> {
    const session = await api.session(a, 'whist');
    const deal = scriptDeal(seededRandom(seed++), 'S');
    const res = await api.post(a.admin, `/v1/sessions/${session}/deals`, {
      dealer: 'S',
      hands: deal.hands,
      trumpCard: deal.trumpCard,
    });
    if (res.status !== 201) throw new Error(`deal: ${res.status} ${res.text}`);
    const f: Fixture = { session, deal };
    await steps(f);
    return f;
  }

  /** The shared fixture once club A's log has a leaf (the sequencer runs beside the writes). */
  async function sequenced(): Promise<Fixture> {
    for (let i = 0; i < 200; i++) {
      const cp = await api.get(a.admin, `/v1/clubs/${a.id}/log/leaves?start=0&end=1`);
      if (cp.status === 200) return shared;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("club A's log has no leaf");
  }

  const deal1 = (f: Fixture, what: string) => `/v1/sessions/${f.session}/deals/1/${what}`;

  /** An Auction Hearts session (hearts-foster:30) with deal 1 dealt by W, hands not recorded; `bids` made N first. */
  async function auctionDeal(bids: number[] = []): Promise<Fixture> {
    const session = await api.session(a, 'hearts', { settlement: 'auction' });
    const res = await api.post(a.admin, `/v1/sessions/${session}/deals`, { dealer: 'W' });
    if (res.status !== 201) throw new Error(`auction deal: ${res.status} ${res.text}`);
    for (const [i, counters] of bids.entries()) {
      const bid = await api.post(a.admin, `/v1/sessions/${session}/deals/1/bids`, { seat: 'NESW'[i], counters });
      if (bid.status !== 201) throw new Error(`bid: ${bid.status} ${bid.text}`);
    }
    return { session, deal: scriptDeal(seededRandom(seed++), 'W') };
  }

  /** Plays eleven tricks of the fixture's deal and has the leader claim the rest (an analysis of milliseconds). */
  async function lateClaim(f: Fixture): Promise<void> {
    await api.plays(a.admin, f.session, 1, f.deal.plays.slice(0, 44));
    const view = await api.get(a.admin, `/v1/sessions/${f.session}/deals/1`);
    f.claimId = (
      await api.fact(a.admin, f.session, 1, 'claims', { seat: view.body.tricks.at(-1).winner, tricks: 'rest' })
    ).id;
  }
  const card = (f: Fixture, seat: 'N' | 'E' | 'S' | 'W', i = 0) => f.deal.hands[seat][i];
  /** The deal as a one-board PBN hand record (dealer S, the turned card in LedgerTrumpCard). */
  const pbnOf = (d: ScriptedDeal) => {
    const hand = (cards: readonly string[]) =>
      ['S', 'H', 'D', 'C']
        .map((suit) =>
          cards
            .filter((c) => c[1] === suit)
            .map((c) => c[0])
            .sort((x, y) => 'AKQJT98765432'.indexOf(x) - 'AKQJT98765432'.indexOf(y))
            .join(''),
        )
        .join('.');
    const deal = (['N', 'E', 'S', 'W'] as const).map((s) => hand(d.hands[s])).join(' ');
    return `[Board "1"]\n[Dealer "S"]\n[Deal "N:${deal}"]\n[LedgerTrumpCard "${d.trumpCard[1]}${d.trumpCard[0]}"]\n`;
  };

  const ROWS: Row[] = [
    {
      method: 'GET',
      path: '/health/live',
      expected: { ...READ, none: 200, bad: 200, operator: 200, otherAdmin: 200, otherScorer: 200 },
      url: () => '/health/live',
    },
    {
      method: 'GET',
      path: '/health/ready',
      expected: { ...READ, none: 200, bad: 200, operator: 200, otherAdmin: 200, otherScorer: 200 },
      url: () => '/health/ready',
    },
    {
      method: 'POST',
      path: '/v1/clubs',
      // Only the operator token creates clubs; a club key, even an admin's, is not it.
      expected: {
        none: 401,
        bad: 401,
        operator: 201,
        otherAdmin: 401,
        otherScorer: 401,
        auditor: 401,
        scorer: 401,
        admin: 401,
      },
      url: () => '/v1/clubs',
      body: () => ({ name: 'Another club' }),
    },
    {
      method: 'POST',
      path: '/v1/clubs/{clubId}/keys',
      expected: ADMIN_WRITE,
      url: () => `/v1/clubs/${a.id}/keys`,
      body: () => ({ role: 'scorer', label: 'table 9' }),
    },
    {
      method: 'GET',
      path: '/v1/clubs/{clubId}/keys',
      expected: code(403, 403, 200),
      url: () => `/v1/clubs/${a.id}/keys`,
    },
    {
      method: 'DELETE',
      path: '/v1/clubs/{clubId}/keys/{keyId}',
      // Issue 18: the club's admin revokes its keys; the operator may revoke any club's.
      expected: { ...code(403, 403, 204), operator: 204 },
      fixture: async () => {
        const k = await api.post(a.admin, `/v1/clubs/${a.id}/keys`, { role: 'scorer', label: 'to revoke' });
        return { ...shared, keyId: k.body.id as string };
      },
      url: (f) => `/v1/clubs/${a.id}/keys/${f.keyId}`,
    },
    {
      method: 'POST',
      path: '/v1/clubs/{clubId}/players',
      expected: ADMIN_WRITE,
      url: () => `/v1/clubs/${a.id}/players`,
      body: () => ({ name: 'Mr. Sarah' }),
    },
    { method: 'GET', path: '/v1/clubs/{clubId}/players', expected: READ, url: () => `/v1/clubs/${a.id}/players` },
    { method: 'GET', path: '/v1/clubs/{clubId}/sessions', expected: READ, url: () => `/v1/clubs/${a.id}/sessions` },
    {
      method: 'GET',
      path: '/v1/clubs/{clubId}/players/{playerId}/ledger',
      expected: READ,
      url: () => `/v1/clubs/${a.id}/players/${a.players[0]}/ledger`,
    },
    // Issue 19: the standings across sessions and their CSV, every role of the club.
    {
      method: 'GET',
      path: '/v1/clubs/{clubId}/standings',
      expected: READ,
      url: () => `/v1/clubs/${a.id}/standings?variant=whist`,
    },
    {
      method: 'GET',
      path: '/v1/clubs/{clubId}/standings.csv',
      expected: READ,
      url: () => `/v1/clubs/${a.id}/standings.csv?variant=hearts&from=2026-01-01`,
    },
    // The club's log (issue 17): every role reads it; another club's admin gets 404.
    ...(
      [
        ['checkpoint', 'checkpoint'],
        ['key', 'key'],
        ['checkpoints', 'checkpoints?from=0'],
        ['leaves', 'leaves?start=0&end=1'],
        ['proofs/inclusion', 'proofs/inclusion?leaf=0&size=1'],
        ['proofs/consistency', 'proofs/consistency?from=1&to=1'],
      ] as const
    ).map(([path, query]): Row => ({
      method: 'GET',
      path: `/v1/clubs/{clubId}/log/${path}`,
      expected: READ,
      fixture: sequenced,
      url: () => `/v1/clubs/${a.id}/log/${query}`,
    })),
    {
      method: 'POST',
      path: '/v1/clubs/{clubId}/sessions',
      expected: ADMIN_WRITE,
      url: () => `/v1/clubs/${a.id}/sessions`,
      body: () => ({ variant: 'whist', seats: { N: a.players[0], E: a.players[1], S: a.players[2], W: a.players[3] } }),
    },
    { method: 'GET', path: '/v1/sessions/{sessionId}', expected: READ, url: () => `/v1/sessions/${shared.session}` },
    {
      method: 'GET',
      path: '/v1/sessions/{sessionId}/events',
      expected: READ,
      url: () => `/v1/sessions/${shared.session}/events?after=0&limit=10`,
    },
    {
      method: 'GET',
      path: '/v1/sessions/{sessionId}/scoresheet',
      expected: READ,
      url: () => `/v1/sessions/${shared.session}/scoresheet`,
    },
    {
      method: 'GET',
      path: '/v1/sessions/{sessionId}/scoresheet.csv',
      expected: READ,
      url: () => `/v1/sessions/${shared.session}/scoresheet.csv`,
    },
    {
      method: 'GET',
      path: '/v1/sessions/{sessionId}/verification',
      expected: READ,
      url: () => `/v1/sessions/${shared.session}/verification`,
    },
    {
      method: 'GET',
      path: '/v1/sessions/{sessionId}/stream',
      expected: READ,
      url: () => `/v1/sessions/${shared.session}/stream`,
      stream: true,
    },
    {
      method: 'GET',
      path: '/v1/sessions/{sessionId}/deals/{n}',
      expected: READ,
      url: () => `/v1/sessions/${shared.session}/deals/1`,
    },
    {
      method: 'GET',
      path: '/v1/sessions/{sessionId}/deals/{n}/events',
      expected: READ,
      url: () => `/v1/sessions/${shared.session}/deals/1/events`,
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals',
      expected: PLAY_WRITE,
      fixture: async () => ({ session: await api.session(a, 'whist'), deal: scriptDeal(seededRandom(seed++), 'S') }),
      url: (f) => `/v1/sessions/${f.session}/deals`,
      body: (f) => ({ dealer: 'S', hands: f.deal.hands, trumpCard: f.deal.trumpCard }),
    },
    {
      // Issue 19: the app's PBN button, what `ledger import-pbn` does
      method: 'POST',
      path: '/v1/sessions/{sessionId}/hand-records',
      expected: PLAY_WRITE,
      fixture: async () => ({ session: await api.session(a, 'whist'), deal: scriptDeal(seededRandom(seed++), 'S') }),
      url: (f) => `/v1/sessions/${f.session}/hand-records`,
      body: (f) => ({ pbn: pbnOf(f.deal) }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/plays',
      expected: PLAY_WRITE,
      fixture: () => whistDeal(),
      url: (f) => deal1(f, 'plays'),
      body: (f) => f.deal.plays[0],
    },
    {
      // Issue 18: the analysis is asked for (solved and recorded) by a scorer or admin...
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/claims/{claimId}/analysis',
      expected: PLAY_WRITE,
      fixture: () => whistDeal((f) => lateClaim(f)),
      url: (f) => deal1(f, `claims/${f.claimId}/analysis`),
      body: () => ({}),
    },
    {
      // ...and read by any role, the auditor included (a read never writes).
      method: 'GET',
      path: '/v1/sessions/{sessionId}/deals/{n}/claims/{claimId}/analysis',
      expected: READ,
      fixture: () =>
        whistDeal(async (f) => {
          await lateClaim(f);
          const asked = await api.post(a.admin, deal1(f, `claims/${f.claimId}/analysis`), {});
          if (asked.status !== 201) throw new Error(`analysis: ${asked.status} ${asked.text}`);
        }),
      url: (f) => deal1(f, `claims/${f.claimId}/analysis`),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/irregularities',
      expected: PLAY_WRITE,
      fixture: () => whistDeal((f) => api.plays(a.admin, f.session, 1, f.deal.plays.slice(0, 4))),
      url: (f) => deal1(f, 'irregularities'),
      body: () => ({ seat: 'N', kind: 'looked-at-trick' }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/honours',
      expected: PLAY_WRITE,
      fixture: () => whistDeal((f) => api.plays(a.admin, f.session, 1, f.deal.plays)),
      url: (f) => deal1(f, 'honours'),
      body: () => ({ side: 'NS' }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/deal-faults',
      expected: PLAY_WRITE,
      fixture: () => whistDeal(),
      url: (f) => deal1(f, 'deal-faults'),
      body: () => ({ fault: 'misdeal', seat: 'S', cause: 'not-in-rotation' }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/bids',
      expected: PLAY_WRITE,
      fixture: () => auctionDeal(),
      url: (f) => deal1(f, 'bids'),
      body: () => ({ seat: 'N', counters: 2 }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/avoided-suit',
      expected: PLAY_WRITE,
      fixture: () => auctionDeal([2, 0, 1, 0]),
      url: (f) => deal1(f, 'avoided-suit'),
      body: () => ({ seat: 'N', suit: 'C' }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/calls',
      expected: PLAY_WRITE,
      fixture: async () => {
        const session = await api.session(a, 'solo-whist');
        const deal = scriptDeal(seededRandom(seed++), 'S');
        const res = await api.post(a.admin, `/v1/sessions/${session}/deals`, {
          dealer: 'S',
          hands: deal.hands,
          trumpCard: deal.trumpCard,
        });
        if (res.status !== 201) throw new Error(`solo deal: ${res.status} ${res.text}`);
        return { session, deal };
      },
      url: (f) => deal1(f, 'calls'),
      body: () => ({ seat: 'W', call: 'pass' }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/exposures',
      expected: PLAY_WRITE,
      fixture: () => whistDeal(),
      url: (f) => deal1(f, 'exposures'),
      body: (f) => ({ seat: 'N', cards: [card(f, 'N')], how: 'dropped' }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/penalties',
      expected: PLAY_WRITE,
      fixture: () =>
        whistDeal((f) =>
          api
            .fact(a.admin, f.session, 1, 'exposures', { seat: 'N', cards: [card(f, 'N')], how: 'dropped' })
            .then(() => undefined),
        ),
      url: (f) => deal1(f, 'penalties'),
      body: (f) => ({ by: 'E', against: 'N', kind: 'call-card', card: card(f, 'N') }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/corrections',
      expected: PLAY_WRITE,
      // N leads out of turn (W is eldest); the false lead is withdrawn.
      fixture: () =>
        whistDeal((f) =>
          api.fact(a.admin, f.session, 1, 'plays', { seat: 'N', card: card(f, 'N') }).then(() => undefined),
        ),
      url: (f) => deal1(f, 'corrections'),
      body: () => ({ kind: 'false-lead-withdrawn' }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/claims',
      expected: PLAY_WRITE,
      fixture: () => whistDeal(),
      url: (f) => deal1(f, 'claims'),
      body: () => ({ seat: 'W', tricks: 'rest' }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/claims/{claimId}/responses',
      expected: PLAY_WRITE,
      fixture: () =>
        whistDeal(async (f) => {
          f.claimId = (await api.fact(a.admin, f.session, 1, 'claims', { seat: 'W', tricks: 'rest' })).id;
        }),
      url: (f) => deal1(f, `claims/${f.claimId}/responses`),
      body: () => ({ seat: 'N', accept: true }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/abandonment',
      expected: PLAY_WRITE,
      fixture: () => whistDeal(),
      url: (f) => deal1(f, 'abandonment'),
      body: () => ({ tricks: { NS: 6, EW: 7 } }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/result',
      expected: PLAY_WRITE,
      fixture: () => whistDeal(),
      url: (f) => deal1(f, 'result'),
      body: () => ({ tricks: { NS: 6, EW: 7 } }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/revoke-claims',
      expected: PLAY_WRITE,
      fixture: () => whistDeal((f) => api.plays(a.admin, f.session, 1, f.deal.plays.slice(0, 8))),
      url: (f) => deal1(f, 'revoke-claims'),
      body: () => ({ by: 'N', against: 'E', trick: 1 }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/deals/{n}/revoke-penalties',
      // No revoke claim of that id in this deal: the allowed roles reach the laws, which refuse it.
      expected: code(403, 422, 422),
      fixture: () => whistDeal(),
      url: (f) => deal1(f, 'revoke-penalties'),
      body: () => ({ by: 'N', revokeClaim: 'no-such-claim', option: 'add-three' }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/{sessionId}/rulings',
      expected: ADMIN_WRITE,
      fixture: () => whistDeal((f) => api.plays(a.admin, f.session, 1, f.deal.plays)),
      url: (f) => `/v1/sessions/${f.session}/rulings`,
      body: () => ({ deal: 1, reason: 'Committee ruling', adjustment: { points: { NS: -2, EW: 2 } } }),
    },
  ];

  /** Served outside the OpenAPI document (the document itself and its UI): public. */
  const EXTRA: Row[] = [
    {
      method: 'GET',
      path: '/openapi.json',
      expected: { ...READ, none: 200, bad: 200, operator: 200, otherAdmin: 200, otherScorer: 200 },
      url: () => '/openapi.json',
    },
    {
      method: 'GET',
      path: '/docs',
      expected: { ...READ, none: 200, bad: 200, operator: 200, otherAdmin: 200, otherScorer: 200 },
      url: () => '/docs',
    },
    // The board page's old address sends the browser to the web app's live score-sheet (no data either).
    {
      method: 'GET',
      path: '/board/sessions/{sessionId}',
      expected: { ...code(302, 302, 302, 302, 302), none: 302, bad: 302 },
      url: () => `/board/sessions/${shared.session}`,
    },
    // The club's web app (ADR 0023): its page and built assets hold no data either.
    {
      method: 'GET',
      path: '/app',
      expected: { ...READ, none: 200, bad: 200, operator: 200, otherAdmin: 200, otherScorer: 200 },
      url: () => '/app',
    },
    {
      method: 'GET',
      path: '/app/assets/{file}',
      expected: { ...READ, none: 200, bad: 200, operator: 200, otherAdmin: 200, otherScorer: 200 },
      url: () =>
        `/app/assets/${readdirSync(path.resolve(__dirname, '../apps/web/dist/assets')).find((f) => f.endsWith('.js'))}`,
    },
    // Benchmark endpoints exist only with LEDGER_BENCH_ENDPOINTS=1: absent for everyone by default.
    {
      method: 'POST',
      path: '/bench/bare',
      expected: {
        none: 404,
        bad: 404,
        operator: 404,
        otherAdmin: 404,
        otherScorer: 404,
        auditor: 404,
        scorer: 404,
        admin: 404,
      },
      url: () => '/bench/bare',
      body: () => ({}),
    },
  ];

  beforeAll(async () => {
    await ensureWebBuild();
    t = await startTestApp('e2e_access');
    api = new LedgerClient(t.app);
    a = await api.club('Club A');
    b = await api.club('Club B');
    shared = await whistDeal((f) => api.plays(a.admin, f.session, 1, f.deal.plays.slice(0, 4)));
    db = new Client({ connectionString: t.db.url });
    await db.connect();
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  const eventCount = async () => Number((await db.query('SELECT count(*) AS n FROM events')).rows[0].n);

  async function send(
    row: Row,
    caller: Caller,
    f: Fixture,
  ): Promise<{ status: number; headers: Record<string, string> }> {
    if (row.stream) return sendStream(row.url(f), keyOf[caller]());
    const http = api.http();
    let r =
      row.method === 'GET'
        ? http.get(row.url(f))
        : row.method === 'DELETE'
          ? http.delete(row.url(f))
          : http.post(row.url(f));
    const key = keyOf[caller]();
    if (key !== undefined) r = r.set('Authorization', `Bearer ${key}`);
    return row.method === 'POST' ? r.send(row.body?.(f, caller) ?? {}) : r;
  }

  /** GET on the listening server: resolves on the answer's head, then hangs up. */
  async function sendStream(url: string, key: string | undefined) {
    const abort = new AbortController();
    const res = await fetch(`${base}${url}`, {
      headers: key === undefined ? {} : { authorization: `Bearer ${key}` },
      signal: abort.signal,
    });
    const headers = Object.fromEntries(res.headers.entries());
    if (res.status >= 400) await res.text();
    else expect(headers['content-type']).toMatch(/^text\/event-stream/);
    abort.abort();
    return { status: res.status, headers };
  }

  it('has a row for every operation of the OpenAPI document, and no row for a route that is not there', async () => {
    const doc = (await api.http().get('/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(ROWS.map((r) => `${r.method} ${r.path}`).sort()).toEqual(documented);
  });

  for (const row of [...ROWS, ...EXTRA]) {
    it(`${row.method} ${row.path}`, async () => {
      const got: Partial<Record<Caller, number>> = {};
      // Refused callers share one fixture (they must not change it); each allowed caller gets its own.
      const refusedFixture = row.fixture ? await row.fixture() : shared;
      for (const caller of CALLERS) {
        const allowed = row.expected[caller] < 400;
        const f = row.fixture && allowed ? await row.fixture() : refusedFixture;
        const before = await eventCount();
        const res = await send(row, caller, f);
        got[caller] = res.status;
        if (res.status >= 400) {
          expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
          expect(await eventCount()).toBe(before);
        }
      }
      expect(got).toEqual(row.expected);
    });
  }

  it('stores a key only as its SHA-256, never the key itself', async () => {
    const key = (await api.post(a.admin, `/v1/clubs/${a.id}/keys`, { role: 'auditor', label: 'hash check' })).body
      .key as string;
    const rows = (await db.query('SELECT key_hash FROM api_keys WHERE club_id = $1', [a.id])).rows as {
      key_hash: Buffer;
    }[];
    const stored = rows.map((r) => Buffer.from(r.key_hash));
    expect(stored.some((h) => h.equals(hashApiKey(key)))).toBe(true);
    for (const h of stored) {
      expect(h).toHaveLength(32);
      expect(h.toString('latin1')).not.toContain(key.slice(-43));
    }
  });
});
