import { randomUUID } from 'node:crypto';
import { DataSource, QueryRunner } from 'typeorm';
import {
  CONNECTION_POWERS_SQL,
  ConnectionPowersRow,
  ownerPowers,
} from '../apps/ledger-api/src/database/connection-privilege';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Issue 17.1, least privilege for real (ADR 0011): the API logs in as a role of its own, a member of
 * `ledger_app` and nothing else. Everything here runs through the running app's own pool (the TypeORM
 * DataSource of the Nest app), and every refusal must be the server's permission error (42501), not the
 * immutability trigger behind it. Tables are enumerated from the catalog: a table added later is
 * append-only for this test unless REWRITABLE lists it, with the reason.
 */

/** What the app may rewrite, by table; every other table of the schema is append-only for the app. */
const REWRITABLE: Record<string, { update: 'all' | string[]; delete: boolean; truncate: boolean; why: string }> = {
  session_views: { update: 'all', delete: true, truncate: true, why: 'projection, rebuilt from the events' },
  deal_views: { update: 'all', delete: true, truncate: true, why: 'projection, rebuilt from the events' },
  scoresheet_views: { update: 'all', delete: true, truncate: true, why: 'projection, rebuilt from the events' },
  player_ledger: { update: 'all', delete: true, truncate: true, why: 'projection, rebuilt from the events' },
  session_snapshots: { update: 'all', delete: true, truncate: false, why: 'a cache of folded states (ADR 0007)' },
  idempotency_keys: {
    update: ['result'],
    delete: true,
    truncate: false,
    why: 'the result, written once; keys forgotten after their retention (issue 18.5; never events)',
  },
  log_sequencer: {
    update: ['position', 'tx_id', 'updated_at'],
    delete: false,
    truncate: false,
    why: "the sequencer's watermark, moved forward only (a trigger refuses going back)",
  },
  api_keys: {
    update: ['revoked_at', 'last_used_at'],
    delete: false,
    truncate: false,
    why: 'revoking a key; its coarse last use',
  },
  verification_marks: {
    update: ['version', 'hash', 'log_size', 'log_root', 'verified_at'],
    delete: false,
    truncate: false,
    why: 'the verified-up-to mark of a session (ADR 0019), moved forward only (a trigger refuses going back)',
  },
};

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

describe('least privilege: the API logs in as a role holding only its grants (ADR 0011)', () => {
  let t: TestApp;
  let ds: DataSource;
  let tables: { table: string; columns: string[] }[];
  const club = randomUUID();
  const stream = randomUUID();

  beforeAll(async () => {
    t = await startTestApp('int_privilege');
    ds = t.app.get(DataSource);
    const rows: { table: string; columns: string[] }[] = await ds.query(
      `SELECT c.relname AS "table", array_agg(a.attname::text ORDER BY a.attnum) AS columns
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        GROUP BY c.relname ORDER BY c.relname`,
    );
    tables = rows;
    await ds.query(
      `INSERT INTO events (club_id, stream_id, version, type, data, recorded_at, prev_hash, hash)
       VALUES ($1, $2, 1, 'PrivilegeProbe', '{}'::jsonb, now(), NULL, 'probe')`,
      [club, stream],
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Runs `fn` on one pooled connection of the app's own DataSource. */
  async function onOneConnection<T>(fn: (q: QueryRunner) => Promise<T>): Promise<T> {
    const q = ds.createQueryRunner();
    await q.connect();
    try {
      return await fn(q);
    } finally {
      await q.release();
    }
  }

  /** The SQLSTATE the statement fails with on `q` (or the app's pool), undefined when it succeeds. */
  async function refusal(sql: string, q: { query(sql: string, p?: unknown[]): Promise<unknown> } = ds) {
    try {
      await q.query(sql, sql.includes('$1') ? [club] : undefined);
      return undefined;
    } catch (e) {
      return (e as { code?: string }).code;
    }
  }

  const probeRows = () => ds.query('SELECT type FROM events WHERE club_id = $1', [club]);

  it('sees the whole schema (the tables it must know of are all there)', () => {
    expect(tables.map((x) => x.table)).toEqual(
      expect.arrayContaining(['events', 'idempotency_keys', 'clubs', 'api_keys', 'players', 'schema_migrations']),
    );
    expect(tables.map((x) => x.table)).toEqual(expect.arrayContaining(Object.keys(REWRITABLE)));
  });

  it('every pooled connection is the app login itself: no superuser, no other role behind it', async () => {
    const rows = await Promise.all(
      Array.from({ length: 6 }, () =>
        ds.query(
          `SELECT current_user AS u, session_user AS s, (SELECT rolsuper FROM pg_roles WHERE rolname = session_user) AS su`,
        ),
      ),
    );
    for (const [r] of rows) expect(r).toEqual({ u: t.db.appLogin, s: t.db.appLogin, su: false });
  });

  it('its login owns nothing and may become nobody powerful (the start-up check agrees)', async () => {
    const [row] = await ds.query<ConnectionPowersRow[]>(CONNECTION_POWERS_SQL);
    expect(row.login).toBe(t.db.appLogin);
    expect(ownerPowers(row)).toEqual([]);
    const [m] = await ds.query(
      `SELECT array_agg(b.rolname::text ORDER BY b.rolname) AS roles FROM pg_auth_members am
         JOIN pg_roles b ON b.oid = am.roleid WHERE am.member = (SELECT oid FROM pg_roles WHERE rolname = session_user)`,
    );
    expect(m.roles).toEqual(['ledger_app']);
  });

  it('may INSERT and SELECT events', async () => {
    expect(await probeRows()).toEqual([{ type: 'PrivilegeProbe' }]);
  });

  it.each([
    ['UPDATE', `UPDATE events SET type = 'Tampered' WHERE club_id = $1`],
    ['DELETE', 'DELETE FROM events WHERE club_id = $1'],
    ['TRUNCATE', 'TRUNCATE events'],
  ])('may not %s events: permission denied (42501), the event unchanged', async (_op, sql) => {
    expect(await refusal(sql)).toBe('42501');
    expect(await probeRows()).toEqual([{ type: 'PrivilegeProbe' }]);
  });

  it('SET ROLE to the owner or a superuser fails; so does SET SESSION AUTHORIZATION', async () => {
    const [{ owner }] = await ds.query(`SELECT tableowner AS owner FROM pg_tables WHERE tablename = 'events'`);
    const supers: { r: string }[] = await ds.query('SELECT rolname AS r FROM pg_roles WHERE rolsuper');
    const targets = [...new Set([owner as string, ...supers.map((s) => s.r)])];
    expect(targets.length).toBeGreaterThan(0);
    await onOneConnection(async (q) => {
      for (const role of targets) {
        expect([role, await refusal(`SET ROLE ${quote(role)}`, q)]).toEqual([role, '42501']);
        expect([role, await refusal(`SET SESSION AUTHORIZATION ${quote(role)}`, q)]).toEqual([role, '42501']);
      }
      const [me] = await q.query('SELECT current_user AS u');
      expect(me.u).toBe(t.db.appLogin);
    });
  });

  it('RESET ROLE and SET ROLE NONE give nothing back: the session user is the app login, and UPDATE still fails', async () => {
    await onOneConnection(async (q) => {
      for (const reset of ['RESET ROLE', 'SET ROLE NONE', 'RESET SESSION AUTHORIZATION']) {
        await q.query(reset); // PostgreSQL allows these to anyone: they return to the session user, who is us
        const [me] = await q.query(
          `SELECT current_user AS u, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS su`,
        );
        expect([reset, me]).toEqual([reset, { u: t.db.appLogin, su: false }]);
        expect([reset, await refusal(`UPDATE events SET type = 'Tampered' WHERE club_id = $1`, q)]).toEqual([
          reset,
          '42501',
        ]);
      }
    });
    expect(await probeRows()).toEqual([{ type: 'PrivilegeProbe' }]);
  });

  it('SET session_replication_role (which would switch the triggers off) fails, and the setting stays origin', async () => {
    await onOneConnection(async (q) => {
      for (const sql of [
        'SET session_replication_role = replica',
        'SET LOCAL session_replication_role = replica',
        `SELECT set_config('session_replication_role', 'replica', false)`,
      ])
        expect([sql, await refusal(sql, q)]).toEqual([sql, '42501']);
      const [s] = await q.query('SHOW session_replication_role');
      expect(s.session_replication_role).toBe('origin');
    });
  });

  it('ALTER TABLE … DISABLE TRIGGER and DROP fail on every table; no trigger function may be replaced', async () => {
    const codes: Record<string, unknown> = {};
    for (const { table } of tables) {
      codes[`${table} disable trigger`] = await refusal(`ALTER TABLE ${quote(table)} DISABLE TRIGGER ALL`);
      codes[`${table} drop`] = await refusal(`DROP TABLE ${quote(table)}`);
    }
    codes['disable events_immutable_rows'] = await refusal('ALTER TABLE events DISABLE TRIGGER events_immutable_rows');
    codes['replace events_refuse_change'] = await refusal(
      `CREATE OR REPLACE FUNCTION events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`,
    );
    codes['create table'] = await refusal('CREATE TABLE privilege_probe (id int)');
    codes['alter own role'] = await refusal('ALTER ROLE CURRENT_USER SUPERUSER');
    expect(codes).toEqual(Object.fromEntries(Object.keys(codes).map((k) => [k, '42501'])));
  });

  it('UPDATE (of every column), DELETE and TRUNCATE fail on every table except where REWRITABLE says', async () => {
    const codes: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const { table, columns } of tables) {
      const may = REWRITABLE[table];
      for (const column of columns) {
        if (may?.update === 'all' || may?.update.includes(column)) continue;
        codes[`UPDATE ${table}.${column}`] = await refusal(
          `UPDATE ${quote(table)} SET ${quote(column)} = DEFAULT WHERE false`,
        );
        expected[`UPDATE ${table}.${column}`] = '42501';
      }
      if (!may?.delete) {
        codes[`DELETE ${table}`] = await refusal(`DELETE FROM ${quote(table)} WHERE false`);
        expected[`DELETE ${table}`] = '42501';
      }
      if (!may?.truncate) {
        codes[`TRUNCATE ${table}`] = await refusal(`TRUNCATE ${quote(table)}`);
        expected[`TRUNCATE ${table}`] = '42501';
      }
    }
    expect(codes).toEqual(expected);
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['TRUNCATE events', 'DELETE events']));
    expect(await probeRows()).toEqual([{ type: 'PrivilegeProbe' }]);
  });

  it('REWRITABLE is not wider than the grants (each entry is still granted, so the list stays honest)', async () => {
    for (const [table, may] of Object.entries(REWRITABLE)) {
      const [p] = await ds.query(
        `SELECT has_table_privilege($1, 'DELETE') AS del, has_table_privilege($1, 'TRUNCATE') AS trunc`,
        [table],
      );
      expect([table, p]).toEqual([table, { del: may.delete, trunc: may.truncate }]);
      const cols = may.update === 'all' ? tables.find((x) => x.table === table)!.columns : may.update;
      for (const c of cols) {
        const [u] = await ds.query(`SELECT has_column_privilege($1, $2, 'UPDATE') AS ok`, [table, c]);
        expect([table, c, u.ok]).toEqual([table, c, true]);
      }
    }
  });

  it('no sequence may be moved (setval needs UPDATE on it)', async () => {
    const seqs: { s: string }[] = await ds.query(
      `SELECT sequencename AS s FROM pg_sequences WHERE schemaname = 'public'`,
    );
    expect(seqs.map((x) => x.s)).toContain('events_position_seq');
    for (const { s } of seqs) expect([s, await refusal(`SELECT setval('${s}', 1)`)]).toEqual([s, '42501']);
  });
});
