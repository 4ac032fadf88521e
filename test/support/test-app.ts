import { INestApplication } from '@nestjs/common';
import { readConfig } from '../../apps/ledger-api/src/config/ledger-config';
import { createApp } from '../../apps/ledger-api/src/create-app';
import { createTestDatabase, TestDatabase } from './test-database';

/** A running API on a database of its own, for supertest. */
export interface TestApp {
  app: INestApplication;
  db: TestDatabase;
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

/** Operator token used by the e2e suites. */
export const TEST_OPERATOR_TOKEN = 'test-operator-token';

/**
 * Starts the real app (real Postgres, migrated by the owner) for one e2e suite, logged in as the
 * database's app login (`db.appUrl`), as in production.
 */
export async function startTestApp(prefix: string, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const db = await createTestDatabase(prefix);
  const config = readConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    LEDGER_OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
    // Suites send bad keys on purpose; the failed-auth throttle has a suite of its own (test/keys.e2e-spec.ts).
    AUTH_FAILURES_PER_MINUTE: '0',
    ...env,
  });
  const app = await createApp({ ...config, databaseUrl: db.appUrl });
  await app.init();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}
