#!/usr/bin/env node
import 'reflect-metadata';
import { Pool } from 'pg';
import { COMMANDS } from './cli/commands';
import { runCli } from './cli/run-cli';
import { readConfig } from './config/ledger-config';
import { resolveDatabase } from './database/resolve-database';

/** Opens DATABASE_URL (or the embedded PostgreSQL of `npm start`), migrated, for one command. */
async function withPool<T>(fn: (pool: Pool) => Promise<T>): Promise<T> {
  const config = readConfig();
  const db = await resolveDatabase(config).catch((e: unknown) => {
    const where = config.databaseUrl
      ? `DATABASE_URL (${config.databaseUrl.replace(/:[^:@/]*@/, ':***@')}): check it, or unset it to use the embedded PostgreSQL`
      : `the embedded PostgreSQL (${config.dataDir}, port ${config.embeddedPort}): check LEDGER_DATA_DIR and EMBEDDED_PG_PORT, or set DATABASE_URL`;
    throw new Error(`cannot open ${where}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
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
