import { existsSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { runMigrations } from '../../../../migrations/run-migrations';
import { localSecret } from '../config/local-secret';
import { ensureLoginRole } from './app-login-role';
import { withDatabase, withLogin } from './database-url';
import { embeddedClusterExists, startEmbeddedPostgres } from './embedded-postgres';

/** The embedded ledger's owner login: owns the database and runs the migrations; never the API's. */
export const EMBEDDED_OWNER = 'ledger_owner';
/** The embedded ledger's API login: a member of `ledger_app`, nothing else. */
export const EMBEDDED_APP_LOGIN = 'ledger_api';
/** Files under the data folder (mode 600) holding the embedded cluster's passwords. */
export const EMBEDDED_SECRETS = {
  superuser: 'pg-superuser-password',
  owner: 'owner-db-password',
  app: 'app-db-password',
} as const;

/** The embedded ledger, migrated: the owner's URL (operators, migrations) and the API's. */
export interface EmbeddedLedger {
  ownerUrl: string;
  appUrl: string;
  stop(): Promise<void>;
}

/** Gives `owner` every table, view, sequence and function in `public` a run from before ADR 0011 left to the superuser. */
const ADOPT_OBJECTS = (owner: string) => `
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT c.oid::regclass AS rel FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
              AND c.relowner <> '${owner}'::regrole
              AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                                AND d.deptype IN ('a', 'i'))
  LOOP EXECUTE format('ALTER TABLE %s OWNER TO ${owner}', r.rel); END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS fn FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
            WHERE n.nspname = 'public' AND p.proowner <> '${owner}'::regrole
  LOOP EXECUTE format('ALTER FUNCTION %s OWNER TO ${owner}', r.fn); END LOOP;
END $$`;

/**
 * Starts the embedded PostgreSQL of `npm start` (ADR 0011) and prepares it: the superuser's password,
 * the owner login `ledger_owner` and the API login `ledger_api` (member of `ledger_app`), each with a
 * password generated once into the data folder (mode 600); database `ledger` owned by `ledger_owner`
 * (a cluster from before this change has its database and objects handed over, and its superuser's
 * well-known password replaced); then the migrations, run as the owner.
 */
export async function startEmbeddedLedger(dataDir: string, port: number): Promise<EmbeddedLedger> {
  const legacy = embeddedClusterExists(dataDir) && !existsSync(path.join(dataDir, EMBEDDED_SECRETS.superuser));
  const pg = await startEmbeddedPostgres(
    dataDir,
    port,
    legacy ? 'postgres' : localSecret(dataDir, EMBEDDED_SECRETS.superuser),
  );
  try {
    let superUrl = pg.url;
    const admin = new Client({ connectionString: pg.url });
    await admin.connect();
    try {
      if (legacy) {
        const password = localSecret(dataDir, EMBEDDED_SECRETS.superuser);
        await admin.query(`ALTER ROLE postgres PASSWORD ${admin.escapeLiteral(password)}`);
        superUrl = withLogin(pg.url, 'postgres', password);
      }
      await ensureLoginRole(admin, EMBEDDED_OWNER, localSecret(dataDir, EMBEDDED_SECRETS.owner), null);
      await ensureLoginRole(admin, EMBEDDED_APP_LOGIN, localSecret(dataDir, EMBEDDED_SECRETS.app));
      const db = await admin.query<{ owner: string }>(
        `SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = 'ledger'`,
      );
      if (db.rowCount === 0) await admin.query(`CREATE DATABASE ledger OWNER ${EMBEDDED_OWNER}`);
      else if (db.rows[0].owner !== EMBEDDED_OWNER)
        await admin.query(`ALTER DATABASE ledger OWNER TO ${EMBEDDED_OWNER}`);
    } finally {
      await admin.end();
    }
    const adopt = new Client({ connectionString: withDatabase(superUrl, 'ledger') });
    await adopt.connect();
    try {
      await adopt.query(ADOPT_OBJECTS(EMBEDDED_OWNER));
    } finally {
      await adopt.end();
    }
    const ledgerUrl = withDatabase(pg.url, 'ledger');
    const ownerUrl = withLogin(ledgerUrl, EMBEDDED_OWNER, localSecret(dataDir, EMBEDDED_SECRETS.owner));
    await runMigrations(ownerUrl);
    return {
      ownerUrl,
      appUrl: withLogin(ledgerUrl, EMBEDDED_APP_LOGIN, localSecret(dataDir, EMBEDDED_SECRETS.app)),
      stop: () => pg.stop(),
    };
  } catch (e) {
    await pg.stop().catch(() => undefined);
    throw e;
  }
}
