/**
 * The role every grant of the serving process goes to (ADR 0011): `ledger_app`, NOLOGIN. The API logs in
 * as a member of it (`ledger_api` in the embedded and Docker set-ups) and holds nothing else. A migration
 * adding a table grants it exactly what the app does with that table, in the same migration:
 *
 *   await q.query(grantToApp('INSERT, SELECT', ['my_log']));          // append-only: a ledger table
 *   await q.query(grantToApp('UPDATE (done_at)', ['my_jobs']));        // one column, when the app must
 *
 * `test/least-privilege.int-spec.ts` enumerates every table from the catalog: a new table counts as
 * append-only (UPDATE, DELETE and TRUNCATE must fail) unless that test lists it as rewritable, with why.
 */
export const APP_ROLE = 'ledger_app';

/** `GRANT <privileges> ON <tables> TO ledger_app` (privileges as SQL: `'INSERT, SELECT'`, `'UPDATE (col)'`). */
export function grantToApp(privileges: string, tables: readonly string[]): string {
  return `GRANT ${privileges} ON ${tables.join(', ')} TO ${APP_ROLE}`;
}
