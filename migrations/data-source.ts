import { DataSource } from 'typeorm';
import { MIGRATIONS } from './index';

/** A TypeORM data source for running the migrations against `url` (used by the CLI and start-up). */
export function migrationDataSource(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    logging: false,
  });
}

/** Data source for `typeorm-ts-node-commonjs -d migrations/data-source.ts` (the owner: MIGRATION_DATABASE_URL, else DATABASE_URL). */
export default migrationDataSource(
  process.env.MIGRATION_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ledger',
);
