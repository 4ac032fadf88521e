import { runMigrations } from '../../../../migrations/run-migrations';
import { LedgerConfig } from '../config/ledger-config';
import { startEmbeddedPostgres } from './embedded-postgres';
import { ensureDatabase } from './ensure-database';

/** The database the API runs on, already migrated. */
export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** `DATABASE_URL` when set, else the embedded PostgreSQL (database `ledger`); runs migrations on it. */
export async function resolveDatabase(config: LedgerConfig): Promise<ResolvedDatabase> {
  let url = config.databaseUrl;
  let stop = (): Promise<void> => Promise.resolve();
  if (!url) {
    const pg = await startEmbeddedPostgres(config.dataDir, config.embeddedPort);
    const u = new URL(pg.url);
    u.pathname = '/ledger';
    url = u.toString();
    stop = () => pg.stop();
  }
  await ensureDatabase(url);
  await runMigrations(url);
  return { url, embedded: !config.databaseUrl, stop };
}
