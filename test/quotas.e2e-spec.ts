import { Client } from 'pg';
import { IdempotencySweeper } from '../apps/ledger-api/src/quotas/idempotency-sweeper';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Issue 18 point 5: caps on keys and players per club and sessions per club per day (429 problem+json
 * naming the cap), the players list paged, idempotency keys forgotten after their retention (never events).
 */
describe('quotas, players paging and idempotency retention (issue 18.5)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  let db: Client;

  beforeAll(async () => {
    // The test club gets 3 keys (admin, scorer, auditor) and 4 players on creation.
    t = await startTestApp('e2e_quotas', {
      MAX_KEYS_PER_CLUB: '4',
      MAX_PLAYERS_PER_CLUB: '6',
      MAX_SESSIONS_PER_CLUB_PER_DAY: '2',
    });
    api = new LedgerClient(t.app);
    club = await api.club('Quota club');
    db = new Client({ connectionString: t.db.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  it('refuses a key past MAX_KEYS_PER_CLUB with 429 QUOTA_EXCEEDED naming the cap; a revoked key frees a place', async () => {
    const fourth = await api.post(club.admin, `/v1/clubs/${club.id}/keys`, { role: 'auditor', label: 'fourth' });
    expect(fourth.status).toBe(201);
    const fifth = await api.post(club.admin, `/v1/clubs/${club.id}/keys`, { role: 'auditor', label: 'fifth' });
    expect(fifth.status).toBe(429);
    expect(fifth.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(fifth.body).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(fifth.body.detail).toMatch(/has 4 keys; MAX_KEYS_PER_CLUB allows 4/);
    const revoke = await api
      .http()
      .delete(`/v1/clubs/${club.id}/keys/${fourth.body.id}`)
      .set('Authorization', `Bearer ${club.admin}`);
    expect(revoke.status).toBe(204);
    expect((await api.post(club.admin, `/v1/clubs/${club.id}/keys`, { role: 'auditor', label: 'again' })).status).toBe(
      201,
    );
  });

  it('refuses players past MAX_PLAYERS_PER_CLUB, also when requests race', async () => {
    const tries = await Promise.all(
      ['Fanny', 'Edmund', 'Julia', 'Maria'].map((name) =>
        api.post(club.admin, `/v1/clubs/${club.id}/players`, { name }),
      ),
    );
    expect(tries.map((r) => r.status).sort()).toEqual([201, 201, 429, 429]);
    const n = await db.query('SELECT count(*)::int AS n FROM players WHERE club_id = $1', [club.id]);
    expect(n.rows[0].n).toBe(6);
  });

  it('pages the players list by name with Ledger-Next-Cursor and a Link header; bad paging is a 400', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const res = await api.get(
        club.auditor,
        `/v1/clubs/${club.id}/players?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.length).toBeLessThanOrEqual(3);
      seen.push(...res.body.map((p: { name: string }) => p.name));
      cursor = res.headers['ledger-next-cursor'];
      if (!cursor) break;
      expect(res.headers.link).toContain('rel="next"');
    }
    const all = (await api.get(club.auditor, `/v1/clubs/${club.id}/players`)).body.map((p: { name: string }) => p.name);
    expect(all.length).toBeGreaterThan(3); // more than one page
    expect(seen).toEqual(all);
    expect([...all].sort()).toEqual(all);
    for (const q of ['limit=0', 'limit=1001', 'limit=x', 'cursor=nope', 'limit=2&limit=3'])
      expect((await api.get(club.auditor, `/v1/clubs/${club.id}/players?${q}`)).status).toBe(400);
  });

  it('refuses a session past MAX_SESSIONS_PER_CLUB_PER_DAY with 429 and Retry-After until midnight UTC', async () => {
    await api.session(club, 'whist');
    await api.session(club, 'hearts');
    const [N, E, S, W] = club.players;
    const third = await api.post(club.admin, `/v1/clubs/${club.id}/sessions`, {
      variant: 'whist',
      seats: { N, E, S, W },
    });
    expect([third.status, third.body.code]).toEqual([429, 'QUOTA_EXCEEDED']);
    expect(third.body.detail).toMatch(/MAX_SESSIONS_PER_CLUB_PER_DAY allows 2/);
    const wait = Number(third.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(86_400);
  });

  it('forgets idempotency keys older than the retention, and nothing else', async () => {
    const session = await db.query<{ stream_id: string }>('SELECT stream_id FROM events WHERE club_id = $1 LIMIT 1', [
      club.id,
    ]);
    const stream = session.rows[0].stream_id;
    await db.query(
      `INSERT INTO idempotency_keys (club_id, key, stream_id, request_hash, created_at) VALUES
         ($1, 'old', $2, 'h', now() - interval '31 days'), ($1, 'recent', $2, 'h', now() - interval '29 days')`,
      [club.id, stream],
    );
    const events = async () => Number((await db.query('SELECT count(*) FROM events')).rows[0].count);
    const before = await events();
    const gone = await t.app.get(IdempotencySweeper).sweep(30);
    expect(gone).toBe(1);
    const keys = await db.query('SELECT key FROM idempotency_keys WHERE club_id = $1 ORDER BY key', [club.id]);
    expect(keys.rows.map((r) => r.key)).toEqual(['recent']);
    expect(await events()).toBe(before);
  });
});
