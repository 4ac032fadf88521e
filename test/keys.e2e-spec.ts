import { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { KeyVerifier } from '../apps/ledger-api/src/auth/key-verifier';
import { ApiKeyEntity } from '../apps/ledger-api/src/clubs/api-key.entity';
import { readConfig } from '../apps/ledger-api/src/config/ledger-config';
import { createApp } from '../apps/ledger-api/src/create-app';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TEST_OPERATOR_TOKEN, TestApp } from './support/test-app';

/**
 * Issue 18 point 1, the keys' lifecycle (api.md "Keys"): list without secrets, revoke (seen by every API
 * process within 1 s, open streams closed), expiry, the last admin key kept, coarse `lastUsedAt`, and
 * failed authentication throttled per client address.
 */
describe('keys: list, revoke, expire (issue 18.1)', () => {
  let t: TestApp;
  let second: INestApplication;
  let api: LedgerClient;
  let api2: LedgerClient;
  let a: TestClub;
  let b: TestClub;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp('e2e_keys');
    // A second API process's worth of state: another Nest app on the same database.
    const config = readConfig({ LOG_LEVEL: 'silent', LEDGER_OPERATOR_TOKEN: TEST_OPERATOR_TOKEN });
    second = await createApp({ ...config, databaseUrl: t.db.appUrl });
    await second.init();
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer() as { address(): AddressInfo }).address().port}`;
    api = new LedgerClient(t.app);
    api2 = new LedgerClient(second);
    a = await api.club('Keys club A');
    b = await api.club('Keys club B');
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const del = (app: LedgerClient, key: string, path: string) =>
    app.http().delete(path).set('Authorization', `Bearer ${key}`);
  const newKey = async (role: string, extra: Record<string, unknown> = {}) => {
    const res = await api.post(a.admin, `/v1/clubs/${a.id}/keys`, { role, label: `${role} extra`, ...extra });
    expect(res.status).toBe(201);
    return res.body as { id: string; key: string; expiresAt: string | null };
  };

  it('lists the club’s keys for an admin, without secrets or hashes; 403 for a scorer; 404 for another club', async () => {
    const res = await api.get(a.admin, `/v1/clubs/${a.id}/keys`);
    expect(res.status).toBe(200);
    expect(res.body.map((k: { role: string }) => k.role).sort()).toEqual(['admin', 'auditor', 'scorer']);
    for (const k of res.body) {
      expect(Object.keys(k).sort()).toEqual(
        ['createdAt', 'expiresAt', 'id', 'label', 'lastUsedAt', 'revokedAt', 'role'].sort(),
      );
    }
    expect(res.text).not.toContain(a.admin);
    expect(res.text).not.toContain(a.scorer);
    expect((await api.get(a.scorer, `/v1/clubs/${a.id}/keys`)).status).toBe(403);
    expect((await api.get(b.admin, `/v1/clubs/${a.id}/keys`)).status).toBe(404);
    expect((await api.get(b.scorer, `/v1/clubs/${a.id}/keys`)).status).toBe(404);
  });

  it('keeps lastUsedAt coarsely: set once a key has been used', async () => {
    const k = await newKey('auditor');
    expect((await api.get(k.key, `/v1/clubs/${a.id}/players`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200)); // the stamp is written after the answer
    const row = (await api.get(a.admin, `/v1/clubs/${a.id}/keys`)).body.find((x: { id: string }) => x.id === k.id);
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('a revoked key answers 401 on another API process within 1 s, and the list shows revokedAt', async () => {
    const k = await newKey('scorer');
    // Both processes have verified (and cached) the key.
    expect((await api.get(k.key, `/v1/clubs/${a.id}/players`)).status).toBe(200);
    expect((await api2.get(k.key, `/v1/clubs/${a.id}/players`)).status).toBe(200);
    expect((await del(api, a.admin, `/v1/clubs/${a.id}/keys/${k.id}`)).status).toBe(204);
    const t0 = Date.now();
    let status = 200;
    while (status !== 401 && Date.now() - t0 < 3_000) {
      status = (await api2.get(k.key, `/v1/clubs/${a.id}/players`)).status;
      if (status !== 401) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(401);
    expect(Date.now() - t0).toBeLessThan(1_000);
    expect((await api.get(k.key, `/v1/clubs/${a.id}/players`)).status).toBe(401);
    const row = (await api.get(a.admin, `/v1/clubs/${a.id}/keys`)).body.find((x: { id: string }) => x.id === k.id);
    expect(row.revokedAt).not.toBeNull();
    expect((await del(api, a.admin, `/v1/clubs/${a.id}/keys/${k.id}`)).status).toBe(204); // idempotent
  });

  it('closes an open stream within 1 s of its key being revoked', async () => {
    const k = await newKey('auditor');
    const session = await api.session(a, 'whist');
    const ctrl = new AbortController();
    const res = await fetch(`${base}/v1/sessions/${session}/stream`, {
      headers: { Authorization: `Bearer ${k.key}` },
      signal: ctrl.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return Date.now();
    })();
    await new Promise((r) => setTimeout(r, 300));
    const t0 = Date.now();
    expect((await del(api2, a.admin, `/v1/clubs/${a.id}/keys/${k.id}`)).status).toBe(204);
    const guard = setTimeout(() => ctrl.abort(), 5_000);
    const at = await ended.catch(() => Number.POSITIVE_INFINITY);
    clearTimeout(guard);
    expect(at - t0).toBeLessThan(1_000);
  });

  it('requests presenting one key while it is looked up share that one look-up (ADR 0031), and a revocation made meanwhile is not cached', async () => {
    const k = await newKey('scorer');
    const verifier = t.app.get(KeyVerifier);
    const rows = t.app.get<Repository<ApiKeyEntity>>(getRepositoryToken(ApiKeyEntity));
    const lookups = jest.spyOn(rows, 'findOneBy');
    try {
      verifier.forget(a.id, k.id);
      const burst = await Promise.all(Array.from({ length: 20 }, () => verifier.verify(k.key)));
      expect(lookups).toHaveBeenCalledTimes(1);
      expect(new Set(burst.map((p) => p?.keyId))).toEqual(new Set([k.id]));

      // A look-up in flight when this process revokes the key (forget) caches nothing: the next request asks again.
      verifier.forget(a.id, k.id);
      lookups.mockClear();
      const inFlight = verifier.verify(k.key);
      verifier.forget(a.id, k.id);
      await inFlight;
      await verifier.verify(k.key);
      expect(lookups).toHaveBeenCalledTimes(2);

      // Open streams' rechecks of one key share their look-up too.
      const principal = burst[0]!;
      verifier.forget(a.id, k.id);
      lookups.mockClear();
      const checks = await Promise.all(Array.from({ length: 10 }, () => verifier.stillValid(principal)));
      expect(checks).toEqual(Array(10).fill(true));
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it('a key created with expiresAt works until then and answers 401 after; a past expiresAt is a 400', async () => {
    const past = await api.post(a.admin, `/v1/clubs/${a.id}/keys`, {
      role: 'scorer',
      label: 'late',
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect([past.status, past.body.code]).toEqual([400, 'EXPIRES_AT_PAST']);
    const bad = await api.post(a.admin, `/v1/clubs/${a.id}/keys`, { role: 'scorer', label: 'x', expiresAt: 'soon' });
    expect(bad.status).toBe(400);
    const k = await newKey('scorer', { expiresAt: new Date(Date.now() + 1_500).toISOString() });
    expect(k.expiresAt).not.toBeNull();
    expect((await api.get(k.key, `/v1/clubs/${a.id}/players`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2_600));
    expect((await api.get(k.key, `/v1/clubs/${a.id}/players`)).status).toBe(401);
  });

  it('refuses to revoke the club’s last admin key (409); with another admin key it may be revoked', async () => {
    const club = await api.club('Keys club C', 0);
    const keys = (await api.get(club.admin, `/v1/clubs/${club.id}/keys`)).body as { id: string; role: string }[];
    const adminId = keys.find((k) => k.role === 'admin')!.id;
    const last = await del(api, club.admin, `/v1/clubs/${club.id}/keys/${adminId}`);
    expect([last.status, last.body.code]).toEqual([409, 'LAST_ADMIN_KEY']);
    const other = await api.post(club.admin, `/v1/clubs/${club.id}/keys`, { role: 'admin', label: 'deputy' });
    expect((await del(api, other.body.key, `/v1/clubs/${club.id}/keys/${adminId}`)).status).toBe(204);
    expect((await api.get(club.admin, `/v1/clubs/${club.id}/keys`)).status).toBe(401);
  });

  it('the operator may revoke any club’s key; a scorer may not; another club’s key id is 404', async () => {
    const k = await newKey('auditor');
    expect((await del(api, a.scorer, `/v1/clubs/${a.id}/keys/${k.id}`)).status).toBe(403);
    expect((await del(api, b.admin, `/v1/clubs/${a.id}/keys/${k.id}`)).status).toBe(404);
    expect((await del(api, a.admin, `/v1/clubs/${a.id}/keys/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await del(api, TEST_OPERATOR_TOKEN, `/v1/clubs/${a.id}/keys/${k.id}`)).status).toBe(204);
    expect((await api.get(k.key, `/v1/clubs/${a.id}/players`)).status).toBe(401);
  });
});

describe('failed authentication is throttled per client address (issue 18.1)', () => {
  let t: TestApp;
  let club: TestClub;

  beforeAll(async () => {
    t = await startTestApp('e2e_authflood', { AUTH_FAILURES_PER_MINUTE: '5' });
    club = await new LedgerClient(t.app).club('Flood club');
  });
  afterAll(async () => t?.close());

  it('answers 429 with Retry-After once an address has failed 5 times, also for a good key, until it refills', async () => {
    const http = () => request(t.app.getHttpServer());
    const wrong = club.admin.slice(0, -1) + (club.admin.endsWith('A') ? 'B' : 'A');
    for (let i = 0; i < 3; i++)
      expect((await http().get(`/v1/clubs/${club.id}/players`).set('Authorization', `Bearer ${wrong}`)).status).toBe(
        401,
      );
    for (let i = 0; i < 2; i++)
      expect(
        (await http().post('/v1/clubs').set('Authorization', 'Bearer not-the-operator').send({ name: 'x' })).status,
      ).toBe(401);
    const blocked = await http().get(`/v1/clubs/${club.id}/players`).set('Authorization', `Bearer ${wrong}`);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await http().get(`/v1/clubs/${club.id}/players`).set('Authorization', `Bearer ${club.admin}`)).status).toBe(
      429,
    );
    // Requests without any key are not guesses: they still get their 401.
    expect((await http().get(`/v1/clubs/${club.id}/players`)).status).toBe(401);
    // The refusal comes before Nest's router (early-auth-throttle.ts): even a path no route serves is 429,
    // with the request id and the same problem; the public health check still answers.
    const early = await http().get('/v1/no-such-route').set('Authorization', `Bearer ${wrong}`);
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ status: 429, code: 'RATE_LIMITED', instance: '/v1/no-such-route' });
    expect(early.headers['x-request-id']).toBeTruthy();
    expect((await http().get('/health/live').set('Authorization', `Bearer ${wrong}`)).status).toBe(200);
  });
});
