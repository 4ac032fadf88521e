import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { ensureLoginRole } from '../../apps/ledger-api/src/database/app-login-role';
import { withLogin } from '../../apps/ledger-api/src/database/database-url';
import { runMigrations } from '../../migrations/run-migrations';

/** A database created for one test suite; `drop()` removes it. */
export interface TestDatabase {
  /** Database name. */
  name: string;
  /** Connection URL as the owner (migrations, admin checks). */
  url: string;
  /**
   * Connection URL as this database's own app login (`<name>_api`, a member of `ledger_app` and nothing
   * else, with a random password): what the API is given as `DATABASE_URL` (ADR 0011).
   */
  appUrl: string;
  /** The app login's role name. */
  appLogin: string;
  /** Drops the database (terminating leftover connections). */
  drop(): Promise<void>;
}

/** The server tests run against: set by scripts/test.mjs (TEST_DATABASE_URL), else DATABASE_URL, else local. */
export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: withDatabase(adminUrl(), 'postgres') });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * Waits (up to DISCONNECT_WAIT_MS) until no backend is connected to `name`. A pool's `end()` resolves once its
 * clients are told to end, before their backends have read the Terminate message; a DROP … WITH (FORCE) right
 * after sent a FATAL to those still ending, and the pool re-emitted it as an unhandled 'error' that failed a
 * passing suite (CI of stop 25, stream-rebuild.int-spec.ts). Connections still open after the wait (a thread's
 * kept connection) are left to FORCE.
 */
async function untilDisconnected(c: Client, name: string): Promise<void> {
  const until = Date.now() + DISCONNECT_WAIT_MS;
  while (Date.now() < until) {
    const { rows } = await c.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** How long a drop waits for the suite's connections to close by themselves. */
const DISCONNECT_WAIT_MS = 500;

/** Creates a fresh, migrated database of its own for a test suite. */
export async function createTestDatabase(prefix = 't', opts: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  const url = withDatabase(adminUrl(), name);
  if (opts.migrate !== false) await runMigrations(url);
  // A login of its own per database: unique names, so parallel suites never alter each other's role.
  const appLogin = `${name}_api`;
  const password = randomBytes(16).toString('hex');
  await admin((c) => ensureLoginRole(c, appLogin, password));
  return {
    name,
    url,
    appUrl: withLogin(url, appLogin, password),
    appLogin,
    drop: () =>
      admin(async (c) => {
        await untilDisconnected(c, name);
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await c.query(`DROP ROLE IF EXISTS "${appLogin}"`);
      }),
  };
}
