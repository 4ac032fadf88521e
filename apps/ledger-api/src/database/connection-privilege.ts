/**
 * What the serving process's login may do beyond the app's grants (ADR 0011). Checked on the session
 * user, not the current user: `SET ROLE NONE` always goes back to the session user, so a login that
 * merely acts as `ledger_app` (`-c role=…`) still holds everything its login holds.
 */
export const CONNECTION_POWERS_SQL = `
WITH me AS (SELECT oid, rolname, rolsuper, rolcreaterole FROM pg_roles WHERE rolname = session_user)
SELECT me.rolname AS login,
       me.rolsuper AS superuser,
       me.rolcreaterole AS createrole,
       ARRAY(SELECT s.rolname::text FROM pg_roles s
              WHERE s.rolsuper AND s.oid <> me.oid AND pg_has_role(me.oid, s.oid, 'MEMBER') ORDER BY 1) AS super_roles,
       pg_has_role(me.oid, d.datdba, 'MEMBER') AS owns_database,
       ARRAY(SELECT n.nspname::text FROM pg_namespace n
              WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
                AND pg_has_role(me.oid, n.nspowner, 'MEMBER') ORDER BY 1) AS owned_schemas,
       ARRAY(SELECT c.relname::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
                AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
                AND pg_has_role(me.oid, c.relowner, 'MEMBER') ORDER BY 1) AS owned_relations,
       to_regclass('events') IS NOT NULL AS schema_present
FROM me, pg_database d
WHERE d.datname = current_database()`;

/** One row of {@link CONNECTION_POWERS_SQL}. */
export interface ConnectionPowersRow {
  login: string;
  superuser: boolean;
  createrole: boolean;
  super_roles: string[];
  owns_database: boolean;
  owned_schemas: string[];
  owned_relations: string[];
  schema_present: boolean;
}

/**
 * The owner's or superuser's powers a login holds, in words (empty: none). A member of an owning role
 * counts as the owner (it may `SET ROLE` to it), and CREATEROLE counts too: up to PostgreSQL 15 it may
 * grant itself membership in any role that is not a superuser, the owner's included.
 */
export function ownerPowers(row: ConnectionPowersRow): string[] {
  const powers: string[] = [];
  if (row.superuser) powers.push('is a superuser');
  if (row.super_roles.length) powers.push(`may become the superuser ${row.super_roles.join(', ')}`);
  if (row.createrole) powers.push('has CREATEROLE (may grant itself the owner role)');
  if (row.owns_database) powers.push('owns the database');
  if (row.owned_schemas.length) powers.push(`owns schema ${row.owned_schemas.join(', ')}`);
  if (row.owned_relations.length) {
    const shown = row.owned_relations.slice(0, 6).join(', ');
    const more = row.owned_relations.length > 6 ? ` and ${row.owned_relations.length - 6} more` : '';
    powers.push(`owns ${shown}${more}`);
  }
  return powers;
}

/** The refusal the API starts with when its login (of `variable`'s URL) holds owner powers, naming the fix. */
export function ownerConnectionRefusal(login: string, powers: string[], variable = 'DATABASE_URL'): string {
  return (
    `refusing to start: ${variable} logs in as "${login}", which ${powers.join('; ')}. ` +
    "The serving process must log in as a role holding only the app's grants (a member of ledger_app, owning nothing): " +
    `put that role in ${variable} and` +
    " the owner's credentials in MIGRATION_DATABASE_URL, which only the migrations " +
    '(`npm run migrate`, or `npm start`, which runs them before starting the API) use. ' +
    'For a throwaway setup, LEDGER_ALLOW_OWNER_CONNECTION=1 starts anyway.'
  );
}

/** The refusal when the database has no ledger schema: the serving process cannot migrate it. */
export const MISSING_SCHEMA_REFUSAL =
  'refusing to start: the database has no ledger schema (no table "events"). The serving process does not run ' +
  'the migrations: run `npm run migrate` with MIGRATION_DATABASE_URL (the owner), or `npm start`, which does it first.';

/** Something that runs a query and returns its rows (a TypeORM DataSource, a pg Pool wrapper). */
export interface Queryable {
  query(sql: string): Promise<unknown>;
}

/**
 * Checks the login the app runs as: throws the refusal when it holds owner powers (unless `allowOwner`,
 * when `warn` hears about it) or when the schema is missing. `variable` names the URL in the messages
 * (`DATABASE_URL`, or `DATABASE_READ_URL` for the standby's pool, ADR 0024).
 */
export async function checkConnectionPrivilege(
  db: Queryable,
  allowOwner: boolean,
  warn: (msg: string) => void,
  variable = 'DATABASE_URL',
): Promise<ConnectionPowersRow> {
  const [row] = (await db.query(CONNECTION_POWERS_SQL)) as ConnectionPowersRow[];
  const powers = ownerPowers(row);
  if (powers.length && !allowOwner) throw new Error(ownerConnectionRefusal(row.login, powers, variable));
  if (powers.length)
    warn(
      `${variable} logs in as "${row.login}", which ${powers.join('; ')}: started only because LEDGER_ALLOW_OWNER_CONNECTION=1 (never in production)`,
    );
  if (!row.schema_present) throw new Error(MISSING_SCHEMA_REFUSAL);
  return row;
}
