#!/usr/bin/env node
import 'reflect-metadata';
import { redactedUrl } from './database/database-url';
import { startEmbeddedLedger } from './database/embedded-ledger';
import { ensureDatabase } from './database/ensure-database';
import { readConfig } from './config/ledger-config';
import { runMigrations } from '../../../migrations/run-migrations';

/**
 * `npm run migrate` (and the Docker `migrate` service): runs the pending migrations as the owner,
 * `MIGRATION_DATABASE_URL` (the database is created if missing); with neither it nor `DATABASE_URL`
 * set, the embedded ledger's. The serving process never runs them: it does not hold these credentials.
 */
async function main(): Promise<void> {
  const url = process.env.MIGRATION_DATABASE_URL || undefined;
  const config = readConfig();
  if (!url && config.databaseUrl)
    throw new Error(
      'MIGRATION_DATABASE_URL is unset: the migrations run as the database owner, whose URL goes there (DATABASE_URL is the API login, which may not change the schema)',
    );
  if (!url) {
    const embedded = await startEmbeddedLedger(config.dataDir, config.embeddedPort);
    await embedded.stop();
    console.log(JSON.stringify({ level: 'info', msg: 'embedded ledger migrated' }));
    return;
  }
  await ensureDatabase(url);
  const done = await runMigrations(url);
  console.log(JSON.stringify({ level: 'info', msg: `migrated ${redactedUrl(url)}`, applied: done }));
}

main().catch((e) => {
  console.error(
    JSON.stringify({ level: 'fatal', msg: 'migrations failed', error: e instanceof Error ? e.message : String(e) }),
  );
  process.exit(1);
});
