import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { readConfig } from '../apps/ledger-api/src/config/ledger-config';
import { createApp } from '../apps/ledger-api/src/create-app';
import { ensureLoginRole } from '../apps/ledger-api/src/database/app-login-role';
import { withLogin } from '../apps/ledger-api/src/database/database-url';
import { createTestDatabase, TestDatabase } from './support/test-database';

/**
 * Issue 17.1 (ADR 0011): the API refuses to start when its `DATABASE_URL` logs in as an owner or a
 * superuser, naming the fix, unless LEDGER_ALLOW_OWNER_CONNECTION=1. The old set-up (owner login acting
 * as ledger_app with `-c role=…`) is refused too: `SET ROLE NONE` would give the owner back.
 */
describe('the API refuses an owner or superuser connection', () => {
  let db: TestDatabase;
  let owner: Client;
  const logins: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('int_owner_refusal');
    owner = new Client({ connectionString: db.url });
    await owner.connect();
  });
  afterAll(async () => {
    await owner?.end();
    await db?.drop();
    const c = new Client({ connectionString: db.url.replace(/\/[^/]*$/, '/postgres') });
    await c.connect();
    for (const l of logins) await c.query(`DROP ROLE IF EXISTS "${l}"`);
    await c.end();
  });

  const start = (databaseUrl: string, env: NodeJS.ProcessEnv = {}) =>
    createApp({ ...readConfig({ LOG_LEVEL: 'silent', ...env }), databaseUrl }).then(async (app) => {
      await app.init();
      return app;
    });

  /** A fresh login on the test server, member of ledger_app; `grant` runs as the superuser on it. */
  async function login(grant: (name: string) => Promise<unknown> = async () => undefined): Promise<string> {
    const name = `${db.name}_l${logins.length}`;
    const password = randomBytes(12).toString('hex');
    await ensureLoginRole(owner, name, password);
    logins.push(name);
    await grant(name);
    return withLogin(db.url, name, password);
  }

  /** How the start ends: the refusal's message, or 'started'. */
  async function outcome(url: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
    try {
      const app = await start(url, env);
      await app.close();
      return 'started';
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  }

  it('a superuser login (the tests connect as one): refused, naming DATABASE_URL, MIGRATION_DATABASE_URL and the escape hatch', async () => {
    const msg = await outcome(db.url);
    expect(msg).toMatch(/^refusing to start: DATABASE_URL logs in as "[^"]+", which is a superuser/);
    expect(msg).toContain('MIGRATION_DATABASE_URL');
    expect(msg).toContain('LEDGER_ALLOW_OWNER_CONNECTION=1');
  });

  it('the old set-up, a superuser login acting as ledger_app (-c role=ledger_app): refused all the same', async () => {
    const u = new URL(db.url);
    u.searchParams.set('options', '-c role=ledger_app');
    expect(await outcome(u.toString())).toMatch(/which is a superuser/);
  });

  it('a login owning a table: refused, the table named', async () => {
    const url = await login(async (name) => {
      await owner.query('CREATE TABLE owned_probe (id int)');
      await owner.query(`ALTER TABLE owned_probe OWNER TO "${name}"`);
    });
    const msg = await outcome(url);
    expect(msg).toMatch(/^refusing to start: .* owns owned_probe/);
    await owner.query('DROP TABLE owned_probe');
  });

  it('a login that is a member of the owning role (it could SET ROLE to it): refused', async () => {
    const ownerRole = `${db.name}_owner`;
    const url = await login(async (name) => {
      await owner.query(`CREATE ROLE "${ownerRole}" NOLOGIN`);
      logins.push(ownerRole);
      await owner.query('CREATE TABLE member_probe (id int)');
      await owner.query(`ALTER TABLE member_probe OWNER TO "${ownerRole}"`);
      await owner.query(`GRANT "${ownerRole}" TO "${name}"`);
    });
    expect(await outcome(url)).toMatch(/owns member_probe/);
    await owner.query('DROP TABLE member_probe');
  });

  it('a login with CREATEROLE (it may grant itself the owner role): refused', async () => {
    const url = await login((name) => owner.query(`ALTER ROLE "${name}" CREATEROLE`));
    expect(await outcome(url)).toMatch(/has CREATEROLE/);
  });

  it('a plain member of ledger_app starts; an owner starts only with LEDGER_ALLOW_OWNER_CONNECTION=1', async () => {
    expect(await outcome(db.appUrl)).toBe('started');
    expect(await outcome(db.url, { LEDGER_ALLOW_OWNER_CONNECTION: '1' })).toBe('started');
    expect(await outcome(db.url, { LEDGER_ALLOW_OWNER_CONNECTION: 'yes' })).toMatch(/^refusing to start/);
  });

  it('a database without the ledger schema: refused, saying the migrations have not run', async () => {
    const bare = await createTestDatabase('int_owner_bare', { migrate: false });
    try {
      expect(await outcome(bare.appUrl)).toMatch(/no ledger schema .*npm run migrate.*MIGRATION_DATABASE_URL/);
    } finally {
      await bare.drop();
    }
  });
});
