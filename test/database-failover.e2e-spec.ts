import { INestApplication } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import { readConfig } from '../apps/ledger-api/src/config/ledger-config';
import { createApp } from '../apps/ledger-api/src/create-app';
import { newClient, NoAcceptableHostError } from '../apps/ledger-api/src/database/read-write-client';
import { freePort } from './faults/support/free-port';
import { createTestDatabase, TestDatabase } from './support/test-database';
import { TEST_OPERATOR_TOKEN } from './support/test-app';

/** A TCP port on localhost that nothing listens on (bound, then closed). */
const closedPort = freePort;

/**
 * Issue 20.3 (ADR 0025): a multi-host `DATABASE_URL` with `target_session_attrs=read-write` (which
 * node-postgres does not read) reaches the server that accepts writes, skipping a dead one; while no
 * server accepts writes (all down, or only a standby, as during a failover) the API answers
 * 503 problem+json with Retry-After, never 500, and writes resume by themselves once a primary is back.
 * A "standby" is played by the database refusing read-write sessions (`default_transaction_read_only`,
 * what libpq's `SHOW transaction_read_only` check sees) and the app's connections are cut with
 * `pg_terminate_backend`, as a failover cuts them.
 */
describe('a multi-host DATABASE_URL and a database that goes away', () => {
  let db: TestDatabase;
  let owner: Client;
  let multiHostUrl: string;
  let deadPort: number;
  const apps: INestApplication[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('e2e_db_failover');
    owner = new Client({ connectionString: db.url });
    await owner.connect();
    deadPort = await closedPort();
    const u = new URL(db.appUrl);
    const live = `${u.hostname}:${u.port || 5432}`;
    multiHostUrl = `postgres://${u.username}:${u.password}@127.0.0.1:${deadPort},${live}${u.pathname}?target_session_attrs=read-write`;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await owner?.query(`ALTER DATABASE "${db.name}" RESET default_transaction_read_only`);
    await owner?.end();
    await db?.drop();
  });

  /** Makes the database a "standby" (read-only sessions) or a primary again, cutting the app login's connections. */
  async function readOnly(on: boolean): Promise<void> {
    await owner.query(
      on
        ? `ALTER DATABASE "${db.name}" SET default_transaction_read_only = on`
        : `ALTER DATABASE "${db.name}" RESET default_transaction_read_only`,
    );
    await owner.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1', [db.appLogin]);
  }

  async function start(databaseUrl: string): Promise<() => ReturnType<typeof request>> {
    const config = readConfig({ LOG_LEVEL: 'silent', LEDGER_OPERATOR_TOKEN: TEST_OPERATOR_TOKEN });
    const app = await createApp({ ...config, databaseUrl });
    await app.init();
    apps.push(app);
    return () => request(app.getHttpServer());
  }

  const createClub = (http: () => ReturnType<typeof request>, name: string) =>
    http().post('/v1/clubs').set('Authorization', `Bearer ${TEST_OPERATOR_TOKEN}`).send({ name });

  /**
   * The status once the API has recovered: right after the server is writable again, a pooled connection
   * may still be one the switch cut (its end not yet seen), so the first try may be a 503 with Retry-After,
   * never anything else; a few tries later it is 201.
   */
  async function recovers(send: () => Promise<request.Response>): Promise<number> {
    for (let i = 0; ; i++) {
      const res = await send();
      if (res.status !== 503 || i === 4) return res.status;
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('a client skips the server that refuses connections and lands on the one that accepts writes', async () => {
    const c = newClient(multiHostUrl);
    await c.connect();
    try {
      const r = await c.query<{ db: string; ro: string }>(
        'SELECT current_database() AS db, current_setting($1) AS ro',
        ['transaction_read_only'],
      );
      expect(r.rows[0]).toEqual({ db: db.name, ro: 'off' });
    } finally {
      await c.end();
    }
  });

  it('no server accepting writes: the connection is refused with SQLSTATE 08001, naming every server tried', async () => {
    await readOnly(true);
    try {
      const c = newClient(multiHostUrl);
      const err = await c.connect().then(
        () => undefined,
        (e: unknown) => e,
      );
      await c.end().catch(() => undefined);
      expect(err).toBeInstanceOf(NoAcceptableHostError);
      expect((err as NoAcceptableHostError).code).toBe('08001');
    } finally {
      await readOnly(false);
    }
    const c = newClient(multiHostUrl);
    await c.connect();
    await c.end();
  });

  it('the API on a multi-host URL: 201, then 503 with Retry-After while only a "standby" answers, then 201 again by itself', async () => {
    const http = await start(multiHostUrl);
    expect((await createClub(http, 'Before')).status).toBe(201);

    await readOnly(true);
    let during: request.Response;
    try {
      during = await createClub(http, 'During');
    } finally {
      await readOnly(false);
    }
    expect(during.status).toBe(503);
    expect(during.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(during.headers['retry-after'])).toBeGreaterThan(0);
    expect(during.body.code).toBe('DATABASE_UNAVAILABLE');

    expect((await createClub(http, 'After')).status).toBe(201);
    const names = await owner.query<{ name: string }>('SELECT name FROM clubs ORDER BY name');
    expect(names.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['After', 'Before']));
    expect(names.rows.map((r) => r.name)).not.toContain('During');
  });

  it('the API on a single-host URL whose server turns read-only under it: 503 with Retry-After (SQLSTATE 25006), not 500', async () => {
    const http = await start(db.appUrl);
    expect((await createClub(http, 'Single before')).status).toBe(201);
    await readOnly(true);
    const during: request.Response[] = [];
    try {
      // The first may meet a connection being cut (Connection terminated), the second surely a read-only session.
      during.push(await createClub(http, 'Single during 1'));
      during.push(await createClub(http, 'Single during 2'));
    } finally {
      await readOnly(false);
    }
    for (const res of during) {
      expect(res.status).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await recovers(() => createClub(http, 'Single after'))).toBe(201);
  });
});
