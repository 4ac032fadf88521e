import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { paths } from './api-types';
import { checkResponse } from './contract';
import { TEST_OPERATOR_TOKEN } from './test-app';
import { bearer, createLedgerApi, LedgerApi, PostBody, supertestFetch } from './typed-api';

/** A club made for a test: its id, keys by role and four players. */
export interface TestClub {
  id: string;
  admin: string;
  scorer: string;
  auditor: string;
  players: string[];
}

/** The facts a deal takes: `plays`, `claims`, `revoke-claims`, … (the POST routes under a deal in openapi.json). */
export type DealFact = {
  [P in keyof paths]: P extends `/v1/sessions/{sessionId}/deals/{n}/${infer W}`
    ? W extends `${string}/${string}`
      ? never
      : paths[P] extends { post: object }
        ? W
        : never
    : never;
}[keyof paths];

/** String enums widened to string (suites pass seats and options held in variables; the server checks them). */
type Widen<T> = T extends string
  ? string
  : T extends readonly (infer I)[]
    ? readonly Widen<I>[]
    : T extends object
      ? { [K in keyof T]: Widen<T[K]> }
      : T;

/** The request body of one of those facts, as openapi.json types it. */
export type DealFactBody<W extends DealFact> = Widen<PostBody<`/v1/sessions/{sessionId}/deals/{n}/${W}`>>;

/**
 * The e2e suites' client. `api` is the typed client generated from openapi.json (openapi-fetch): the helpers
 * below go through it, so paths, parameters and bodies are checked by the compiler against the document, and
 * every answer against its schema at run time. `post`/`get` stay raw (supertest) for the requests suites build
 * on purpose (bad input, odd headers); their answers are checked against the document too wherever it
 * documents the route and status.
 */
export class LedgerClient {
  /** The typed client (openapi-fetch over supertest, so the app needs no port). */
  readonly api: LedgerApi;

  constructor(private readonly app: INestApplication) {
    this.api = createLedgerApi({ baseUrl: 'http://ledger.test', fetch: supertestFetch(app.getHttpServer()) });
  }

  /** The raw supertest agent. */
  http() {
    return request(this.app.getHttpServer());
  }

  /** POST with a key; returns the supertest response. */
  async post(key: string, path: string, body: unknown, headers: Record<string, string> = {}) {
    const r = this.http().post(path).set('Authorization', `Bearer ${key}`);
    for (const [k, v] of Object.entries(headers)) r.set(k, v);
    return checked('post', path, await r.send(body as object));
  }

  /** GET with a key. */
  async get(key: string, path: string) {
    return checked('get', path, await this.http().get(path).set('Authorization', `Bearer ${key}`));
  }

  /** Creates a club with admin, scorer and auditor keys and `n` players. */
  async club(name: string, n = 4): Promise<TestClub> {
    const c = await this.api.POST('/v1/clubs', { body: { name }, headers: bearer(TEST_OPERATOR_TOKEN) });
    if (!c.data) throw new Error(`club: ${c.response.status} ${JSON.stringify(c.error)}`);
    const { id, adminKey: admin } = c.data;
    const clubId = { path: { clubId: id } };
    const key = async (role: 'scorer' | 'auditor') => {
      const k = await this.api.POST('/v1/clubs/{clubId}/keys', {
        params: clubId,
        body: { role, label: `${role} key` },
        headers: bearer(admin),
      });
      if (!k.data) throw new Error(`key: ${k.response.status} ${JSON.stringify(k.error)}`);
      return k.data.key;
    };
    const players: string[] = [];
    for (let i = 0; i < n; i++) {
      const p = await this.api.POST('/v1/clubs/{clubId}/players', {
        params: clubId,
        body: { name: `Player ${i + 1}` },
        headers: bearer(admin),
      });
      if (!p.data) throw new Error(`player: ${p.response.status} ${JSON.stringify(p.error)}`);
      players.push(p.data.id);
    }
    return { id, admin, scorer: await key('scorer'), auditor: await key('auditor'), players };
  }

  /** Opens a session; throws unless 201. */
  async session(
    club: TestClub,
    variant: string,
    rules?: Record<string, unknown>,
    seats?: Record<string, string | null>,
  ): Promise<string> {
    const [N, E, S, W] = club.players;
    const res = await this.api.POST('/v1/clubs/{clubId}/sessions', {
      params: { path: { clubId: club.id } },
      body: {
        variant,
        seats: seats ?? { N, E, S, W },
        ...(rules ? { rules } : {}),
      } as PostBody<'/v1/clubs/{clubId}/sessions'>,
      headers: bearer(club.admin),
    });
    if (!res.data) throw new Error(`session: ${res.response.status} ${JSON.stringify(res.error)}`);
    return res.data.id;
  }

  /** Posts a fact to a deal and insists on 201; the answer has been checked against openapi.json. */
  async fact<W extends DealFact>(key: string, sessionId: string, deal: number, what: W, body: DealFactBody<W>) {
    const res = await this.api.POST(
      `/v1/sessions/{sessionId}/deals/{n}/${what}` as '/v1/sessions/{sessionId}/deals/{n}/plays',
      {
        params: { path: { sessionId, n: deal } },
        body: body as PostBody<'/v1/sessions/{sessionId}/deals/{n}/plays'>,
        headers: bearer(key),
      },
    );
    if (res.response.status !== 201)
      throw new Error(`${what} ${JSON.stringify(body)}: ${res.response.status} ${JSON.stringify(res.error)}`);
    // The answer's type depends on the fact (a claim adds its id, a revoke claim its verdict); the suites read it
    // loosely, the contract check above has already held it to the document.
    return res.data as any;
  }

  /** Plays a list of cards in order. */
  async plays(key: string, sessionId: string, deal: number, plays: readonly { seat: string; card: string }[]) {
    for (const p of plays) await this.fact(key, sessionId, deal, 'plays', p);
  }
}

/** Checks a raw answer against openapi.json: a success must be documented, any documented status must match. */
function checked(method: string, path: string, res: request.Response): request.Response {
  // Suites probe odd statuses on purpose (415, 413 from the body parser); those are checked where documented.
  const type = String(res.headers['content-type'] ?? '');
  const body: unknown = /^text\//.test(type) ? res.text : res.body;
  checkResponse(method, path, res.status, type, body, { strict: res.status < 300 });
  return res;
}
