import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { TEST_OPERATOR_TOKEN } from './test-app';

/** A club made for a test: its id, keys by role and four players. */
export interface TestClub {
  id: string;
  admin: string;
  scorer: string;
  auditor: string;
  players: string[];
}

/** A thin HTTP client for the e2e suites (supertest against the real app). */
export class LedgerClient {
  constructor(private readonly app: INestApplication) {}

  /** The raw supertest agent. */
  http() {
    return request(this.app.getHttpServer());
  }

  /** POST with a key; returns the supertest response. */
  post(key: string, path: string, body: unknown, headers: Record<string, string> = {}) {
    const r = this.http().post(path).set('Authorization', `Bearer ${key}`);
    for (const [k, v] of Object.entries(headers)) r.set(k, v);
    return r.send(body as object);
  }

  /** GET with a key. */
  get(key: string, path: string) {
    return this.http().get(path).set('Authorization', `Bearer ${key}`);
  }

  /** Creates a club with admin, scorer and auditor keys and `n` players. */
  async club(name: string, n = 4): Promise<TestClub> {
    const c = await this.http().post('/v1/clubs').set('Authorization', `Bearer ${TEST_OPERATOR_TOKEN}`).send({ name });
    if (c.status !== 201) throw new Error(`club: ${c.status} ${c.text}`);
    const admin = c.body.adminKey as string;
    const key = async (role: string) =>
      (await this.post(admin, `/v1/clubs/${c.body.id}/keys`, { role, label: `${role} key` })).body.key as string;
    const players: string[] = [];
    for (let i = 0; i < n; i++)
      players.push((await this.post(admin, `/v1/clubs/${c.body.id}/players`, { name: `Player ${i + 1}` })).body.id);
    return { id: c.body.id, admin, scorer: await key('scorer'), auditor: await key('auditor'), players };
  }

  /** Opens a session; throws unless 201. */
  async session(
    club: TestClub,
    variant: string,
    rules?: Record<string, unknown>,
    seats?: Record<string, string | null>,
  ): Promise<string> {
    const [N, E, S, W] = club.players;
    const res = await this.post(club.admin, `/v1/clubs/${club.id}/sessions`, {
      variant,
      seats: seats ?? { N, E, S, W },
      ...(rules ? { rules } : {}),
    });
    if (res.status !== 201) throw new Error(`session: ${res.status} ${res.text}`);
    return res.body.id;
  }

  /** Posts a fact to a deal and insists on 201. */
  async fact(key: string, sessionId: string, deal: number, what: string, body: unknown) {
    const res = await this.post(key, `/v1/sessions/${sessionId}/deals/${deal}/${what}`, body);
    if (res.status !== 201) throw new Error(`${what} ${JSON.stringify(body)}: ${res.status} ${res.text}`);
    return res.body;
  }

  /** Plays a list of cards in order. */
  async plays(key: string, sessionId: string, deal: number, plays: readonly { seat: string; card: string }[]) {
    for (const p of plays) await this.fact(key, sessionId, deal, 'plays', p);
  }
}
