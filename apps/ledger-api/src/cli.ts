#!/usr/bin/env node
import 'reflect-metadata';
import { Pool } from 'pg';
import { COMMANDS } from './cli/commands';
import { runCli } from './cli/run-cli';
import { resolveOperatorDatabase } from './database/operator-database';

/** Runs `fn` on the operator's database: MIGRATION_DATABASE_URL, else DATABASE_URL, else the embedded ledger's owner. */
async function withPool<T>(fn: (pool: Pool) => Promise<T>): Promise<T> {
  const cannotOpen = (e: unknown) => {
    const env = process.env;
    const given = env.MIGRATION_DATABASE_URL ? 'MIGRATION_DATABASE_URL' : env.DATABASE_URL ? 'DATABASE_URL' : undefined;
    const where = given
      ? `${given} (${(env[given] ?? '').replace(/:[^:@/]*@/, ':***@')}): check it, or unset it to use the embedded PostgreSQL of \`npm start\``
      : `the embedded PostgreSQL of \`npm start\` (LEDGER_DATA_DIR, EMBEDDED_PG_PORT): check them, or set MIGRATION_DATABASE_URL`;
    return new Error(`cannot open ${where}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  };
  const db = await resolveOperatorDatabase().catch((e: unknown) => {
    throw cannotOpen(e);
  });
  const pool = new Pool({ connectionString: db.url, max: 4 });
  try {
    await pool.query('SELECT 1').catch((e: unknown) => {
      throw cannotOpen(e);
    });
    return await fn(pool);
  } finally {
    await pool.end();
    await db.stop();
  }
}

runCli(process.argv.slice(2), COMMANDS, {
  out: (t) => void process.stdout.write(t),
  err: (t) => void process.stderr.write(t),
  withPool,
}).then(
  (code) => process.stdout.write('', () => process.exit(code)),
  (e) => {
    console.error(`ledger: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
