import { readConfig } from '../apps/ledger-api/src/config/ledger-config';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';

describe('rate limit on writes per key (RATE_LIMIT_WRITES_PER_MINUTE=3)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_rate', { RATE_LIMIT_WRITES_PER_MINUTE: '3' });
    api = new LedgerClient(t.app);
    // The operator's bucket: one club. The admin key's: two keys (scorer, auditor); players below.
    const c = await api
      .http()
      .post('/v1/clubs')
      .set('Authorization', 'Bearer test-operator-token')
      .send({ name: 'Rate' });
    const admin = c.body.adminKey as string;
    const key = async (role: string) =>
      (await api.post(admin, `/v1/clubs/${c.body.id}/keys`, { role, label: role })).body.key as string;
    club = { id: c.body.id, admin, scorer: await key('scorer'), auditor: await key('auditor'), players: [] };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses the 4th write of a key within the minute: 429 problem+json with Retry-After', async () => {
    const first = await api.post(club.admin, `/v1/clubs/${club.id}/players`, { name: 'P1' });
    expect(first.status).toBe(201);
    const limited = await api.post(club.admin, `/v1/clubs/${club.id}/players`, { name: 'P2' });
    expect(limited.status).toBe(429);
    expect(limited.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(limited.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(20);
  });

  it('writes nothing when it refuses', async () => {
    const list = await api.get(club.auditor, `/v1/clubs/${club.id}/players`);
    expect(list.body.map((p: { name: string }) => p.name)).toEqual(['P1']);
  });

  it('counts each key separately and never limits reads', async () => {
    for (let i = 0; i < 10; i++) expect((await api.get(club.admin, `/v1/clubs/${club.id}/players`)).status).toBe(200);
    const other = await api.post(club.scorer, '/v1/sessions/00000000-0000-4000-8000-000000000000/deals', {
      dealer: 'N',
    });
    expect(other.status).toBe(404);
  });

  it('is off with 0, and 6000 per minute by default', () => {
    expect(readConfig({}).rateLimitWritesPerMinute).toBe(6000);
    expect(readConfig({ RATE_LIMIT_WRITES_PER_MINUTE: '0' }).rateLimitWritesPerMinute).toBe(0);
    expect(readConfig({ RATE_LIMIT_WRITES_PER_MINUTE: 'lots' }).rateLimitWritesPerMinute).toBe(6000);
  });
});
