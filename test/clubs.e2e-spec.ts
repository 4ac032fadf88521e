import request from 'supertest';
import { Client } from 'pg';
import { startTestApp, TEST_OPERATOR_TOKEN, TestApp } from './support/test-app';

describe('clubs, keys and players (api.md "Auth and tenancy")', () => {
  let t: TestApp;
  let http: () => ReturnType<typeof request>;
  beforeAll(async () => {
    t = await startTestApp('e2e_clubs');
    http = () => request(t.app.getHttpServer());
  });
  afterAll(async () => {
    await t?.close();
  });

  async function club(name: string) {
    const res = await http().post('/v1/clubs').set('Authorization', `Bearer ${TEST_OPERATOR_TOKEN}`).send({ name });
    expect(res.status).toBe(201);
    return res.body as { id: string; name: string; adminKey: string };
  }

  it('creates a club with the operator token and returns its admin key once', async () => {
    const c = await club('Portland');
    expect(c.name).toBe('Portland');
    expect(c.adminKey).toMatch(/^ldg_/);
  });

  it('refuses club creation without the operator token (401) and with a bad body (400)', async () => {
    const none = await http().post('/v1/clubs').send({ name: 'x' });
    expect(none.status).toBe(401);
    expect(none.headers['content-type']).toMatch(/problem\+json/);
    const wrong = await http().post('/v1/clubs').set('Authorization', 'Bearer nope').send({ name: 'x' });
    expect(wrong.status).toBe(401);
    const bad = await http()
      .post('/v1/clubs')
      .set('Authorization', `Bearer ${TEST_OPERATOR_TOKEN}`)
      .send({ name: '', extra: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.errors.join(' ')).toMatch(/extra/);
  });

  it('stores keys hashed, never in clear', async () => {
    const c = await club('Hashed');
    const db = new Client({ connectionString: t.db.url });
    await db.connect();
    const rows = await db.query('SELECT key_hash FROM api_keys WHERE club_id = $1', [c.id]);
    await db.end();
    expect(rows.rows).toHaveLength(1);
    expect(Buffer.from(rows.rows[0].key_hash).toString('utf8')).not.toContain(c.adminKey.slice(-20));
    expect(rows.rows[0].key_hash).toHaveLength(32);
  });

  it('lets an admin issue scorer and auditor keys, each limited to its role', async () => {
    const c = await club('Roles');
    const admin = `Bearer ${c.adminKey}`;
    const scorer = await http()
      .post(`/v1/clubs/${c.id}/keys`)
      .set('Authorization', admin)
      .send({ role: 'scorer', label: 'table 1' });
    expect(scorer.status).toBe(201);
    expect(scorer.body).toMatchObject({ role: 'scorer', label: 'table 1' });
    const auditor = await http()
      .post(`/v1/clubs/${c.id}/keys`)
      .set('Authorization', admin)
      .send({ role: 'auditor', label: 'audit' });
    const byScorer = await http()
      .post(`/v1/clubs/${c.id}/players`)
      .set('Authorization', `Bearer ${scorer.body.key}`)
      .send({ name: 'A' });
    expect(byScorer.status).toBe(403);
    const p = await http().post(`/v1/clubs/${c.id}/players`).set('Authorization', admin).send({ name: 'Mrs. Battle' });
    expect(p.status).toBe(201);
    const list = await http().get(`/v1/clubs/${c.id}/players`).set('Authorization', `Bearer ${auditor.body.key}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ id: p.body.id, name: 'Mrs. Battle' }]);
  });

  it("answers another club's ids with 404, never 403", async () => {
    const a = await club('A');
    const b = await club('B');
    const res = await http().get(`/v1/clubs/${b.id}/players`).set('Authorization', `Bearer ${a.adminKey}`);
    expect(res.status).toBe(404);
    const key = await http()
      .post(`/v1/clubs/${b.id}/keys`)
      .set('Authorization', `Bearer ${a.adminKey}`)
      .send({ role: 'admin', label: 'x' });
    expect(key.status).toBe(404);
  });

  it('refuses a tampered key', async () => {
    const c = await club('Tamper');
    const flipped = c.adminKey.slice(0, -1) + (c.adminKey.endsWith('A') ? 'B' : 'A');
    const res = await http().get(`/v1/clubs/${c.id}/players`).set('Authorization', `Bearer ${flipped}`);
    expect(res.status).toBe(401);
  });
});
