import type { Client } from 'pg';
import { createRoleSql } from '../../../../migrations/1764400000000-EventStore';
import { APP_ROLE } from '../../../../migrations/app-role';

/** A login role's attributes: never a superuser, never one that creates roles or databases. */
const PLAIN = 'LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB NOREPLICATION NOBYPASSRLS INHERIT';

/**
 * Creates the LOGIN role `name` with `password` (or sets both on an existing one), a plain login in no
 * role but `memberOf` (`ledger_app` for the API's login; none for an owner). Runs as a superuser (it
 * sets NOSUPERUSER); the privilege role is created first when missing, tolerating a concurrent creator (roles
 * are cluster-wide). Callers pick names no concurrent caller uses (tests: one per database).
 */
export async function ensureLoginRole(
  admin: Client,
  name: string,
  password: string,
  memberOf: string | null = APP_ROLE,
): Promise<void> {
  const role = admin.escapeIdentifier(name);
  const secret = admin.escapeLiteral(password);
  if (memberOf) await admin.query(createRoleSql(memberOf));
  const found = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [name]);
  if (found.rowCount === 0) {
    try {
      await admin.query(`CREATE ROLE ${role} ${PLAIN} PASSWORD ${secret}`);
    } catch (e) {
      if ((e as { code?: string }).code !== '42710') throw e; // created meanwhile: set it below
    }
  }
  await admin.query(`ALTER ROLE ${role} ${PLAIN} PASSWORD ${secret}`);
  if (memberOf) await admin.query(`GRANT ${admin.escapeIdentifier(memberOf)} TO ${role}`);
}
