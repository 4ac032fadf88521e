import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { ensureLoginRole } from '../../../apps/ledger-api/src/database/app-login-role';
import { withLogin } from '../../../apps/ledger-api/src/database/database-url';
import { runMigrations } from '../../../migrations/run-migrations';

/**
 * Readies a fault run's database as a deployment does (ADR 0011): the migrations run as the owner
 * (`ownerUrl`), and a login `login` (member of ledger_app, random password) is created for the API
 * processes, whose `DATABASE_URL` is the returned URL. `admin` is a superuser connection to the server.
 */
export async function prepareDatabase(admin: Client, ownerUrl: string, login: string): Promise<string> {
  await runMigrations(ownerUrl);
  const password = randomBytes(16).toString('hex');
  await ensureLoginRole(admin, login, password);
  return withLogin(ownerUrl, login, password);
}
