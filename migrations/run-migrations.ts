import { migrationDataSource } from './data-source';

const MIGRATION_LOCK = 727_001; // pg_advisory_lock key: TypeORM 1.1 has no migration lock of its own

/**
 * Runs every pending migration against `url`, under a Postgres advisory lock so that several
 * processes starting at once (API instances, jest workers) never race on a fresh database.
 */
export async function runMigrations(url: string): Promise<string[]> {
  const ds = migrationDataSource(url);
  await ds.initialize();
  try {
    await ds.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const done = await ds.runMigrations({ transaction: 'each' });
      return done.map((m) => m.name);
    } finally {
      await ds.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await ds.destroy();
  }
}
