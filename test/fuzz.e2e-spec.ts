import fc from 'fast-check';
import { Client } from 'pg';
import type { Response } from 'supertest';
import {
  CALLS,
  CORRECTIONS,
  HOWS,
  PENALTY_KINDS,
  REVOKE_OPTIONS,
} from '../apps/ledger-api/src/sessions/validation/ledger-vocabulary';
import { scriptDeal, seededRandom } from './support/deal-script';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TEST_OPERATOR_TOKEN, TestApp } from './support/test-app';

/**
 * Issue 6, bad input fuzz: thousands of malformed and hostile bodies, headers, ids and query strings
 * sent to every endpoint. Whatever comes, the app never answers 5xx, every 4xx is
 * `application/problem+json`, and a refused request leaves the event count of the database as it was.
 * Seeded (FUZZ_SEED) and sized (FUZZ_RUNS, per property) to stay well under a minute.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261129);
const RUNS = Number(process.env.FUZZ_RUNS ?? 350);

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
}

/** Every route of the app (the access matrix checks this list against the OpenAPI document). */
const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/v1/clubs' },
  { method: 'POST', path: '/v1/clubs/{clubId}/keys' },
  { method: 'GET', path: '/v1/clubs/{clubId}/keys' },
  { method: 'POST', path: '/v1/clubs/{clubId}/players' },
  { method: 'GET', path: '/v1/clubs/{clubId}/players' },
  { method: 'GET', path: '/v1/clubs/{clubId}/players/{playerId}/ledger' },
  { method: 'GET', path: '/v1/clubs/{clubId}/standings' },
  { method: 'GET', path: '/v1/clubs/{clubId}/standings.csv' },
  { method: 'GET', path: '/v1/clubs/{clubId}/log/checkpoint' },
  { method: 'GET', path: '/v1/clubs/{clubId}/log/key' },
  { method: 'GET', path: '/v1/clubs/{clubId}/log/checkpoints' },
  { method: 'GET', path: '/v1/clubs/{clubId}/log/leaves' },
  { method: 'GET', path: '/v1/clubs/{clubId}/log/proofs/inclusion' },
  { method: 'GET', path: '/v1/clubs/{clubId}/log/proofs/consistency' },
  { method: 'POST', path: '/v1/clubs/{clubId}/sessions' },
  { method: 'GET', path: '/v1/sessions/{sessionId}' },
  { method: 'GET', path: '/v1/sessions/{sessionId}/events' },
  { method: 'GET', path: '/v1/sessions/{sessionId}/scoresheet' },
  { method: 'GET', path: '/v1/sessions/{sessionId}/scoresheet.csv' },
  { method: 'GET', path: '/v1/sessions/{sessionId}/verification' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/deals' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/hand-records' },
  { method: 'GET', path: '/v1/sessions/{sessionId}/deals/{n}' },
  { method: 'GET', path: '/v1/sessions/{sessionId}/deals/{n}/events' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/deals/{n}/plays' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/deals/{n}/calls' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/deals/{n}/bids' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/deals/{n}/avoided-suit' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/deals/{n}/exposures' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/deals/{n}/penalties' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/deals/{n}/corrections' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/deals/{n}/claims' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/deals/{n}/claims/{claimId}/responses' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/deals/{n}/claims/{claimId}/analysis' },
  { method: 'GET', path: '/v1/sessions/{sessionId}/deals/{n}/claims/{claimId}/analysis' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/deals/{n}/abandonment' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/deals/{n}/result' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/deals/{n}/revoke-claims' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/deals/{n}/revoke-penalties' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/deals/{n}/deal-faults' },
  { method: 'POST', path: '/v1/sessions/{sessionId}/rulings' },
  { method: 'GET', path: '/health/live' },
  { method: 'GET', path: '/health/ready' },
  { method: 'GET', path: '/board/sessions/{sessionId}' },
  { method: 'GET', path: '/app' },
  { method: 'GET', path: '/v1/clubs/{clubId}/sessions' },
];
// `GET /v1/sessions/{sessionId}/stream` never ends when it is accepted: it has a property of its own.

/** Field names the DTOs know, so that hostile values reach the validators and the laws. */
const FIELDS = [
  'pbn',
  'board',
  'name',
  'role',
  'label',
  'variant',
  'seats',
  'rules',
  'dealer',
  'hands',
  'trumpCard',
  'trumpSuit',
  'seat',
  'card',
  'call',
  'counters',
  'cards',
  'how',
  'namedBy',
  'by',
  'against',
  'kind',
  'suit',
  'forIrregularity',
  'from',
  'tricks',
  'accept',
  'faceUp',
  'trick',
  'revokeClaim',
  'option',
  'deal',
  'reason',
  'adjustment',
  'fault',
  'cause',
  'touched',
  'short',
  'long',
  'causedBy',
  'interruptedBy',
  'rightful',
  'stopped',
  'honours',
  'declaration',
  'declarer',
  'doublings',
  'chicane',
  'caller',
  'partner',
  'hearts',
  '__proto__',
  'constructor',
  'prototype',
];
const WORDS = [
  'N',
  'E',
  'S',
  'W',
  'P5',
  'P6',
  'NS',
  'EW',
  'AS',
  'TS',
  '10H',
  'QH',
  '2C',
  'XX',
  'rest',
  'whist',
  'hearts',
  'solo-whist',
  'bridge-1904',
  'dummy-whist',
  'admin',
  'scorer',
  'auditor',
  'pass',
  'solo',
  'declare',
  'NT',
  'dropped',
  'call-card',
  'new-deal',
  'misdeal',
  'wrong-card-count',
  'fourteen-cards',
  'take-three-tricks',
  'draw',
  'AKQ.JT9.8765.432',
  '....',
  '',
  ' ',
  '\u0000',
  '\ud83c\udccf',
  'null',
  '{}',
  '[]',
  '__proto__',
  "'; DROP TABLE events; --",
  '${7*7}',
  '../../etc/passwd',
  '%00',
  'A'.repeat(5000),
];

/** A hostile JSON value: the usual suspects, known words, deep nesting and anything fast-check likes. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...WORDS),
    fc.constantFrom(0, -1, 1, 13, 14, 1e308, -1e308, 2 ** 53, 0.5, true, false, null),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.array(tie('v'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS, ...WORDS.slice(0, 20)), fc.string({ maxLength: 8 })), tie('v'), {
      maxKeys: 5,
    }),
  ),
})).v;

/** A body: mostly objects over known field names, sometimes any JSON at all. */
const hostileBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 6 }),
  fc.jsonValue({ maxDepth: 4 }),
  hostileValue,
);

/** Raw bodies that are not JSON, or not what the Content-Type says. */
const rawBody = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{',
    '{"seat": "N", "card": ',
    '[1,2',
    '{"a":1}}',
    'null',
    'true',
    '"x"',
    '\u0000',
    '{"__proto__": {"polluted": true}}',
    '{"seat":"N","card":"AS","seat":"E"}',
    '<xml/>',
    '\ufeff{"seat":"N"}',
  ),
);

/** Header values Node will send (visible Latin-1, no CR/LF). */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 }),
  fc.string({ unit: fc.integer({ min: 0xa0, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 10 }),
  fc.constantFrom('', ' ', '"1"', '"0"', 'W/"3"', '*', '"999999999999"', '-1', '1e3', '"1", "2"', 'x'.repeat(300)),
);

/** A path segment: random text (percent-encoded, or raw hostile), or malformed escapes. */
const idSegment = fc.oneof(
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '%00',
    '..',
    '.',
    '%2e%2e',
    '%2F',
    'null',
    'undefined',
    '0',
    '-1',
    '1.5',
    '1e3',
    '999999999999',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'A'.repeat(2000),
  ),
  fc.uuid(),
  fc.integer().map(String),
);

/** A query string: the known parameters with hostile values, repeats, arrays and junk. */
const queryString = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'asOf',
        'after',
        'limit',
        'asOf[]',
        'after[a]',
        'limit[]',
        '__proto__',
        'x',
        '',
        // the club log's parameters (issue 17)
        'leaf',
        'size',
        'from',
        'to[]',
        'start',
        'end',
        // the standings' (issue 19)
        'variant',
        'variant[]',
        'to',
      ),
      fc.oneof(
        fc.string({ maxLength: 20 }).map(encodeURIComponent),
        fc.constantFrom(
          '',
          '0',
          '1',
          '-1',
          '1000',
          '1001',
          '1e9',
          '999999999999',
          '9007199254740993',
          '%',
          '%zz',
          'NaN',
          ' 1',
        ),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

type KeyKind = 'admin' | 'scorer' | 'auditor' | 'operator' | 'none' | 'junk';
const keyKind = fc.constantFrom<KeyKind>('admin', 'admin', 'scorer', 'scorer', 'auditor', 'operator', 'none', 'junk');

describe('bad input fuzz (issue 6): never a 5xx, always problem+json, nothing written by a refusal', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  let db: Client;
  let ids: Record<string, string>;
  let seen = 0;
  const statuses: Record<number, number> = {};

  beforeAll(async () => {
    // A small solver budget: the fuzz's claim (twelve tricks left) is refused in milliseconds, not solved for seconds.
    t = await startTestApp('e2e_fuzz', { RATE_LIMIT_WRITES_PER_MINUTE: '0', CLAIM_ANALYSIS_MAX_NODES: '20000' });
    api = new LedgerClient(t.app);
    club = await api.club('Fuzz club');
    const session = await api.session(club, 'whist');
    const d = scriptDeal(seededRandom(7), 'S');
    const started = await api.post(club.scorer, `/v1/sessions/${session}/deals`, {
      dealer: 'S',
      hands: d.hands,
      trumpCard: d.trumpCard,
    });
    if (started.status !== 201) throw new Error(`deal: ${started.status} ${started.text}`);
    await api.plays(club.scorer, session, 1, d.plays.slice(0, 6));
    const claim = await api.fact(club.scorer, session, 1, 'claims', { seat: 'W', tricks: 3 });
    ids = { clubId: club.id, sessionId: session, n: '1', claimId: claim.id, playerId: club.players[0] };
    db = new Client({ connectionString: t.db.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
    // The spread of answers, for whoever reads the log of a failing run.
    if (seen) console.log(`fuzz: ${seen} requests, statuses ${JSON.stringify(statuses)}`);
  });

  const eventCount = async () => Number((await db.query('SELECT count(*) AS n FROM events')).rows[0].n);
  const keyFor = (k: KeyKind, junk: string) =>
    ({
      admin: club.admin,
      scorer: club.scorer,
      auditor: club.auditor,
      operator: TEST_OPERATOR_TOKEN,
      none: undefined,
      junk,
    })[k];

  /** Sends a request and checks the three promises; returns the response. */
  async function check(send: () => Promise<Response>): Promise<Response> {
    const before = await eventCount();
    const res = await send();
    seen++;
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    const req = (res as unknown as { req?: { method?: string; path?: string } }).req;
    const what = `${req?.method} ${req?.path} → ${res.status} ${res.text?.slice(0, 300)}`;
    if (res.status >= 500) throw new Error(`5xx: ${what}`);
    if (res.status >= 400) {
      if (!/^application\/problem\+json/.test(String(res.headers['content-type'])))
        throw new Error(`not problem+json: ${res.headers['content-type']} ${what}`);
      const after = await eventCount();
      // The one refusal the ledger records (api.md "Claim analysis"): the solver's ANALYSIS_TOO_LARGE, once.
      const recordedRefusal = res.status === 422 && res.body?.code === 'ANALYSIS_TOO_LARGE' && after === before + 1;
      if (after !== before && !recordedRefusal)
        throw new Error(`a refused request changed the event count ${before} → ${after}: ${what}`);
    }
    return res;
  }

  function request(method: 'GET' | 'POST', url: string, key: string | undefined, headers: Record<string, string> = {}) {
    let r = method === 'GET' ? api.http().get(url) : api.http().post(url);
    if (key !== undefined) r = r.set('Authorization', key.startsWith('Bearer') || key === '' ? key : `Bearer ${key}`);
    for (const [h, v] of Object.entries(headers)) r = r.set(h, v);
    return r;
  }

  const fill = (path: string, over: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_, p: string) => over[p] ?? ids[p]);

  it('hostile JSON bodies to every endpoint, with each kind of key', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        keyKind,
        fc.string({ maxLength: 60 }),
        hostileBody,
        async (e, k, junk, body) => {
          const r = request(e.method, fill(e.path), keyFor(k, junk));
          await check(() =>
            e.method === 'POST' ? r.set('Content-Type', 'application/json').send(JSON.stringify(body) ?? 'null') : r,
          );
        },
      ),
      { seed: SEED, numRuns: RUNS * 2 },
    );
  });

  it('raw bodies that are not JSON, under hostile Content-Types', async () => {
    const types = fc.constantFrom(
      'application/json',
      'application/problem+json',
      'application/json; charset=utf-16',
      'application/json; charset=bogus',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      '*/*',
      'application/json, text/plain',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS.filter((e) => e.method === 'POST')),
        fc.constantFrom<KeyKind>('admin', 'scorer', 'none'),
        types,
        rawBody,
        async (e, k, type, body) => {
          await check(() => request('POST', fill(e.path), keyFor(k, ''), { 'Content-Type': type }).send(body));
        },
      ),
      { seed: SEED + 1, numRuns: RUNS },
    );
  });

  it('hostile headers: Authorization, If-Match, Idempotency-Key, X-Request-Id, Content-Type', async () => {
    const valid = fc.constantFrom(
      { path: '/v1/sessions/{sessionId}/deals/{n}/plays', body: { seat: 'N', card: 'XX' } },
      { path: '/v1/sessions/{sessionId}/deals/{n}/claims', body: { seat: 'W', tricks: 'lots' } },
      { path: '/v1/clubs/{clubId}/players', body: { name: '' } },
    );
    await fc.assert(
      fc.asyncProperty(
        valid,
        keyKind,
        headerValue,
        fc.record({
          ifMatch: fc.option(headerValue),
          idem: fc.option(headerValue),
          reqId: fc.option(headerValue),
          auth: fc.option(headerValue),
        }),
        async (v, k, junk, h) => {
          const headers: Record<string, string> = {};
          if (h.ifMatch !== null) headers['If-Match'] = h.ifMatch;
          if (h.idem !== null) headers['Idempotency-Key'] = h.idem;
          if (h.reqId !== null) headers['X-Request-Id'] = h.reqId;
          const key = h.auth !== null ? h.auth : keyFor(k, junk);
          await check(() => request('POST', fill(v.path), key, headers).send(v.body));
        },
      ),
      { seed: SEED + 2, numRuns: RUNS },
    );
  });

  it('hostile ids in every path parameter and hostile query strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS.filter((e) => e.path.includes('{'))),
        fc.constantFrom<KeyKind>('admin', 'scorer', 'auditor'),
        fc.dictionary(fc.constantFrom('clubId', 'sessionId', 'n', 'claimId', 'playerId'), idSegment, { maxKeys: 3 }),
        queryString,
        async (e, k, over, query) => {
          const url = fill(e.path, over) + query;
          const r = request(e.method, url, keyFor(k, ''));
          await check(() => (e.method === 'POST' ? r.send({ seat: 'N', card: 'AS' }) : r));
        },
      ),
      { seed: SEED + 3, numRuns: RUNS },
    );
  });

  it('well-formed but unlawful facts, in the vocabulary of the DTOs, to sessions of every variant', async () => {
    const seat = fc.constantFrom('N', 'E', 'S', 'W', 'P5', 'P6');
    const cardOf = fc
      .tuple(fc.constantFrom(...'23456789TJQKA'.split(''), '10'), fc.constantFrom('S', 'H', 'D', 'C'))
      .map(([r, su]) => r + su);
    const facts: fc.Arbitrary<[string, unknown]> = fc.oneof(
      fc.record({ seat, card: cardOf }).map((b) => ['plays', b] as [string, unknown]),
      fc
        .record({
          seat,
          call: fc.constantFrom(...CALLS),
          trumpSuit: fc.option(fc.constantFrom('S', 'H', 'D', 'C', 'NT'), { nil: undefined }),
        })
        .map((b) => ['calls', b] as [string, unknown]),
      fc
        .record({
          seat,
          cards: fc.array(cardOf, { minLength: 1, maxLength: 13 }),
          how: fc.constantFrom(...HOWS),
          namedBy: fc.option(seat, { nil: undefined }),
        })
        .map((b) => ['exposures', b] as [string, unknown]),
      fc
        .record({
          by: seat,
          against: seat,
          kind: fc.constantFrom(...PENALTY_KINDS),
          card: fc.option(cardOf, { nil: undefined }),
          suit: fc.option(fc.constantFrom('S', 'H', 'D', 'C'), { nil: undefined }),
          forIrregularity: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
        })
        .map((b) => ['penalties', b] as [string, unknown]),
      fc
        .record({
          kind: fc.constantFrom(...CORRECTIONS),
          seat: fc.option(seat, { nil: undefined }),
          card: fc.option(cardOf, { nil: undefined }),
          from: fc.option(seat, { nil: undefined }),
        })
        .map((b) => ['corrections', b] as [string, unknown]),
      fc
        .record({ seat, tricks: fc.oneof(fc.integer({ min: 0, max: 13 }), fc.constant('rest')) })
        .map((b) => ['claims', b] as [string, unknown]),
      fc
        .record({ by: seat, against: seat, trick: fc.option(fc.integer({ min: 1, max: 13 }), { nil: undefined }) })
        .map((b) => ['revoke-claims', b] as [string, unknown]),
      fc
        .record({
          by: seat,
          revokeClaim: fc.string({ minLength: 1, maxLength: 20 }),
          option: fc.constantFrom(...REVOKE_OPTIONS),
        })
        .map((b) => ['revoke-penalties', b] as [string, unknown]),
      fc
        .record({
          tricks: fc.option(
            fc.dictionary(fc.constantFrom('NS', 'EW', 'N', 'E', 'S', 'W'), fc.integer({ min: 0, max: 13 }), {
              maxKeys: 4,
            }),
            { nil: undefined },
          ),
        })
        .map((b) => ['abandonment', b] as [string, unknown]),
      fc.record({ seat, counters: fc.integer({ min: -2, max: 1002 }) }).map((b) => ['bids', b] as [string, unknown]),
      fc
        .record({ seat, suit: fc.constantFrom('S', 'H', 'D', 'C') })
        .map((b) => ['avoided-suit', b] as [string, unknown]),
      fc
        .record({
          tricks: fc.option(
            fc.dictionary(fc.constantFrom('NS', 'EW', 'N'), fc.integer({ min: -1, max: 14 }), { maxKeys: 3 }),
            { nil: undefined },
          ),
          honours: fc.option(fc.dictionary(fc.constantFrom('NS', 'EW', 'N', 'E'), fc.integer({ min: 0, max: 5 })), {
            nil: undefined,
          }),
          declaration: fc.option(fc.constantFrom('S', 'H', 'NT', 'X'), { nil: undefined }),
          declarer: fc.option(seat, { nil: undefined }),
          call: fc.option(fc.constantFrom('solo', 'proposal', 'misere', 'grand'), { nil: undefined }),
          caller: fc.option(seat, { nil: undefined }),
          hearts: fc.option(fc.dictionary(seat, fc.integer({ min: 0, max: 13 }), { maxKeys: 4 }), { nil: undefined }),
        })
        .map((b) => ['result', b] as [string, unknown]),
    );
    const variants = ['whist', 'dummy-whist', 'bridge-1904', 'solo-whist', 'hearts'];
    const sessions: string[] = [];
    const [N, E, S, W] = club.players;
    for (const variant of variants) {
      const seats = variant === 'dummy-whist' ? { N: null, E, S, W } : { N, E, S, W };
      const open = await api.post(club.admin, `/v1/clubs/${club.id}/sessions`, { variant, seats });
      if (open.status !== 201) throw new Error(`open ${variant}: ${open.status} ${open.text}`);
      const d = scriptDeal(seededRandom(sessions.length + 11), 'S');
      const started = await api.post(club.scorer, `/v1/sessions/${open.body.id}/deals`, {
        dealer: 'S',
        hands: d.hands,
        ...(variant === 'hearts' || variant === 'bridge-1904' ? {} : { trumpCard: d.trumpCard }),
      });
      if (started.status !== 201) throw new Error(`deal ${variant}: ${started.status} ${started.text}`);
      sessions.push(open.body.id);
    }
    // Auction Hearts (hearts-foster:30): bids and the suit to avoid before play
    const auction = await api.post(club.admin, `/v1/clubs/${club.id}/sessions`, {
      variant: 'hearts',
      seats: { N, E, S, W },
      rules: { settlement: 'auction' },
    });
    if (auction.status !== 201) throw new Error(`open auction hearts: ${auction.status} ${auction.text}`);
    const dealt = await api.post(club.scorer, `/v1/sessions/${auction.body.id}/deals`, { dealer: 'S' });
    if (dealt.status !== 201) throw new Error(`deal auction hearts: ${dealt.status} ${dealt.text}`);
    sessions.push(auction.body.id);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...sessions), facts, async (session, [what, body]) => {
        await check(() => request('POST', `/v1/sessions/${session}/deals/1/${what}`, club.scorer).send(body as object));
      }),
      { seed: SEED + 4, numRuns: RUNS },
    );
    const rulings = fc.record({
      deal: fc.integer({ min: 1, max: 3 }),
      reason: fc.string({ minLength: 1, maxLength: 50 }),
      adjustment: fc.dictionary(fc.constantFrom('points', 'score', 'balances', 'tricks', 'NS', 'EW'), hostileValue, {
        maxKeys: 3,
      }),
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...sessions), rulings, async (session, body) => {
        await check(() => request('POST', `/v1/sessions/${session}/rulings`, club.admin).send(body));
      }),
      { seed: SEED + 5, numRuns: Math.ceil(RUNS / 4) },
    );
  });

  it('hostile Last-Event-ID, after and ids to the live stream: a problem, or the stream itself', async () => {
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const version = fc.oneof(headerValue, fc.constantFrom('0', '1', '5', '999999999', '1000000000'));
    await fc.assert(
      fc.asyncProperty(
        fc.option(idSegment, { nil: undefined }),
        fc.option(version, { nil: undefined }),
        queryString,
        fc.constantFrom<KeyKind>('auditor', 'none', 'junk'),
        async (id, last, query, k) => {
          const abort = new AbortController();
          const key = keyFor(k, 'junk');
          const headers: Record<string, string> = key === undefined ? {} : { authorization: `Bearer ${key}` };
          if (last !== undefined) headers['last-event-id'] = last;
          const before = await eventCount();
          const res = await fetch(`${base}/v1/sessions/${id ?? ids.sessionId}/stream${query}`, {
            headers,
            signal: abort.signal,
          });
          const type = res.headers.get('content-type') ?? '';
          const what = `stream ${id} ${last} ${query} → ${res.status} ${type}`;
          seen++;
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (res.status >= 500) throw new Error(`5xx: ${what} ${await res.text()}`);
          if (res.status >= 400 && !type.startsWith('application/problem+json'))
            throw new Error(`not problem+json: ${what}`);
          if (res.status < 400 && !type.startsWith('text/event-stream'))
            throw new Error(`not an event stream: ${what}`);
          if (res.status >= 400) await res.text();
          abort.abort();
          if ((await eventCount()) !== before) throw new Error(`the stream changed the event count: ${what}`);
        },
      ),
      { seed: SEED + 6, numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it('refuses an oversized body early with 413, before the key is even looked at', async () => {
    const big = { name: 'x'.repeat(70 * 1024) };
    for (const key of [undefined, club.admin]) {
      const res = await check(() => request('POST', `/v1/clubs/${club.id}/players`, key).send(big));
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    }
    const huge = await check(() =>
      request('POST', `/v1/sessions/${ids.sessionId}/deals/1/plays`, undefined)
        .set('Content-Type', 'application/json')
        .send(`[${'1,'.repeat(2 * 1024 * 1024)}1]`),
    );
    expect(huge.status).toBe(413);
  });

  it('answers an unknown route or method with a problem (404/405), not an HTML page', async () => {
    for (const [m, url] of [
      ['GET', '/nope'],
      ['POST', '/v1/sessions'],
      ['GET', '/v1/clubs'],
      ['GET', `/v1/sessions/${ids.sessionId}/deals/1/plays`],
    ] as const) {
      const res = await check(() => request(m, url, club.admin));
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('issue 18: bodies nested beyond 32 levels are a 400 JSON_TOO_DEEP on every write route, for every key', async () => {
    const nested = (n: number, inner = '1') => '['.repeat(n) + inner + ']'.repeat(n);
    const inObject = (n: number) => `{"seat":${'{"a":'.repeat(n - 1)}1${'}'.repeat(n - 1)}}`;
    const bodies = ['['.repeat(5000), nested(33), nested(5000), inObject(33), `{"hands":${nested(200)}}`];
    for (const e of ENDPOINTS.filter((x) => x.method === 'POST')) {
      for (const key of [club.admin, club.scorer, undefined]) {
        for (const body of bodies) {
          const res = await check(() =>
            request('POST', fill(e.path), key).set('Content-Type', 'application/json').send(body),
          );
          expect([res.status, res.body.code]).toEqual([400, 'JSON_TOO_DEEP']);
        }
      }
      // 32 levels is still parsed and judged by the route (whatever it says, it is not a depth refusal).
      const ok = await check(() =>
        request('POST', fill(e.path), club.admin).set('Content-Type', 'application/json').send(nested(31)),
      );
      expect(ok.body.code).not.toBe('JSON_TOO_DEEP');
    }
  });

  it('issue 18: huge arrays, long strings and odd Unicode in every field of every write route', async () => {
    const odd = [
      '\ud800',
      '\udfff\ud800',
      '\u202e\u0041\u202c',
      '\u200d\u200d\u200d',
      '\ufeff',
      '\uffff\ufffe',
      '\u0000\u0001\u001f',
      'e\u0301\u0301\u0301\u0301',
      '\ud83c\udccf'.repeat(1000),
      '\u{10ffff}',
    ];
    const values: unknown[] = [
      ...odd,
      'x'.repeat(60 * 1024),
      Array.from({ length: 12_000 }, (_, i) => i % 10),
      Array.from({ length: 3_000 }, () => 'AS'),
      Array.from({ length: 500 }, () => ({ seat: 'N', card: 'AS' })),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS.filter((x) => x.method === 'POST')),
        fc.constantFrom(...FIELDS),
        fc.constantFrom(...values),
        keyKind,
        async (e, field, value, k) => {
          const body = JSON.stringify({ [field]: value });
          const res = await check(() =>
            request('POST', fill(e.path), keyFor(k, 'junk')).set('Content-Type', 'application/json').send(body),
          );
          expect(res.status).toBeLessThan(500);
        },
      ),
      { seed: SEED, numRuns: Math.max(60, Math.round(RUNS / 2)) },
    );
  });

  it('issue 18: deep nesting, huge arrays, long strings and odd Unicode on EVERY route, in ids, query and body', async () => {
    const odd = [
      '\ud800', // lone high surrogate
      '\udfff', // lone low surrogate
      '\u0000', // NUL
      '\u200f\u202eAS\u202c', // right-to-left marks around a card
      '\u061c', // Arabic letter mark
      '\ud83c\udccf\u{1f0a1}', // emoji: joker, ace of spades card
      '\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67', // a family: zero-width joiners
      'x'.repeat(8 * 1024),
      '9'.repeat(400),
    ];
    const queries = ['after', 'limit', 'asOf', 'leaf', 'size', 'start', 'end', 'from', 'to', 'cursor', 'variant'];
    const bodies = [
      '['.repeat(5000),
      '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
      JSON.stringify(Array.from({ length: 20_000 }, (_, i) => i)),
      JSON.stringify({ name: 'y'.repeat(50 * 1024) }),
      JSON.stringify({ name: '\ud800\u0000\u202e\ud83c\udccf' }),
    ];
    // A lone surrogate has no UTF-8 form: it goes on the wire as its WTF-8 bytes (%ED%A0%80 for \ud800).
    const wtf8 = (v: string) =>
      v.replace(/[\ud800-\udbff][\udc00-\udfff]|[^]/g, (c) => {
        const u = c.charCodeAt(0);
        if (c.length === 1 && u >= 0xd800 && u <= 0xdfff)
          return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('');
        return encodeURIComponent(c);
      });
    const params = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const answered = async (send: () => Promise<Response>) => {
      const res = await check(send);
      expect(res.status).toBeLessThan(500);
      if (res.status < 300 && /json/.test(String(res.headers['content-type'])))
        expect(() => JSON.parse(res.text)).not.toThrow();
      return res;
    };
    for (const e of ENDPOINTS) {
      for (const value of odd) {
        const enc = wtf8(value);
        for (const p of params(e.path)) await answered(() => request(e.method, fill(e.path, { [p]: enc }), club.admin));
        // Every query name at once, or one for a long value (a URL over 16 KB is the HTTP parser's 431, not the app's).
        const q = (enc.length > 1000 ? ['after'] : queries).map((k) => `${k}=${enc}`).join('&');
        await answered(() => request(e.method, `${fill(e.path)}?${q}`, club.auditor));
      }
      for (const body of bodies) {
        await answered(() =>
          request(e.method, fill(e.path), club.admin).set('Content-Type', 'application/json').send(body),
        );
      }
    }
  });
});
