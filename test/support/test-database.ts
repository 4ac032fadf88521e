import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { runMigrations } from '../../migrations/run-migrations';

/** A database created for one test suite; `drop()` removes it. */
export interface TestDatabase {
  /** Database name. */
  name: string;
  /** Connection URL as the owner (migrations, admin checks). */
  url: string;
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

/** Creates a fresh, migrated database of its own for a test suite. */
export async function createTestDatabase(prefix = 't', opts: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  const url = withDatabase(adminUrl(), name);
  if (opts.migrate !== false) await runMigrations(url);
  return {
    name,
    url,
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}
