#!/usr/bin/env node
import 'reflect-metadata';
import { Pool } from 'pg';
import { COMMANDS } from './cli/commands';
import { runCli } from './cli/run-cli';
import { resolveOperatorDatabase } from './database/operator-database';

/** Runs `fn` on the operator's database: MIGRATION_DATABASE_URL, else DATABASE_URL, else the embedded ledger's owner. */
async function withPool<T>(fn: (pool: Pool) => Promise<T>): Promise<T> {
  const db = await resolveOperatorDatabase().catch((e: unknown) => {
    throw new Error(
      `cannot open the database (MIGRATION_DATABASE_URL, else DATABASE_URL, else the embedded PostgreSQL of \`npm start\` under LEDGER_DATA_DIR): ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  });
  const pool = new Pool({ connectionString: db.url, max: 4 });
  try {
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
