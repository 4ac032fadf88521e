import { runMigrations } from '../../../../migrations/run-migrations';
import { readConfig } from '../config/ledger-config';
import { startEmbeddedLedger } from './embedded-ledger';
import { ensureDatabase } from './ensure-database';

/** A database for an operator tool (migrations, the CLI), and how to let go of it. */
export interface OperatorDatabase {
  url: string;
  /** Where the URL came from, for messages. */
  source: 'MIGRATION_DATABASE_URL' | 'DATABASE_URL' | 'embedded';
  stop(): Promise<void>;
}

/**
 * The database the operator tools work on, with the owner's credentials where they exist (ADR 0011):
 * `MIGRATION_DATABASE_URL` (created if missing, migrated first); else `DATABASE_URL` as given, not
 * migrated (an app login may export, but not rebuild or import); else the embedded ledger of
 * `npm start` (started or reused, migrated) as its owner `ledger_owner`.
 */
export async function resolveOperatorDatabase(env: NodeJS.ProcessEnv = process.env): Promise<OperatorDatabase> {
  const owner = env.MIGRATION_DATABASE_URL || undefined;
  const config = readConfig(env);
  if (owner) {
    await ensureDatabase(owner);
    await runMigrations(owner);
    return { url: owner, source: 'MIGRATION_DATABASE_URL', stop: () => Promise.resolve() };
  }
  if (config.databaseUrl) return { url: config.databaseUrl, source: 'DATABASE_URL', stop: () => Promise.resolve() };
  const embedded = await startEmbeddedLedger(config.dataDir, config.embeddedPort);
  return { url: embedded.ownerUrl, source: 'embedded', stop: () => embedded.stop() };
}
