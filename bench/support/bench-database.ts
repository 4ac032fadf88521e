import { createTestDatabase, TestDatabase } from '../../test/support/test-database';

/** A fresh, migrated database for one benchmark on the server tests use (TEST_DATABASE_URL / DATABASE_URL / 127.0.0.1:5432). */
export function benchDatabase(prefix: string): Promise<TestDatabase> {
  return createTestDatabase(prefix);
}
