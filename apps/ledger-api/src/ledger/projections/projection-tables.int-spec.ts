import { Pool } from 'pg';
import { VARIANTS } from '@ledger/laws';
import { openSession } from '../../../../../bench/support/sessions';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/test-database';
import { CopyIn } from './copy-in';
import { ProjectionCopy } from './projection-copy';
import { lastTouchedVersions, projectionRows } from './projection-rows';
import { PROJECTION_TABLE_NAMES, PROJECTION_TABLES } from './projection-tables';
import { writeRows } from './projection-writer';
import { SqlType, TableSpec } from './table-spec';

/** information_schema's `data_type` of each spec type. */
const DATA_TYPE: Record<SqlType, string> = {
  uuid: 'uuid',
  text: 'text',
  int: 'integer',
  numeric: 'numeric',
  jsonb: 'jsonb',
  json: 'json',
};

const CLUB = '00000000-0000-4000-8000-0000000005ec';

describe('projection table specs (one spec per table, ADR 0009)', () => {
  let db: TestDatabase;
  let pool: Pool;
  beforeAll(async () => {
    db = await createTestDatabase('projection_specs');
    pool = new Pool({ connectionString: db.url, max: 2 });
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it.each(Object.values(PROJECTION_TABLES).map((t): [string, TableSpec] => [t.name, t]))(
    'the spec of %s is the migrated table: columns in order, types, NOT NULL, primary key',
    async (name, spec) => {
      const columns = await pool.query<{ column_name: string; data_type: string; is_nullable: string }>(
        `SELECT column_name, data_type, is_nullable FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
        [name],
      );
      expect(columns.rows).toEqual(
        spec.columns.map((c) => ({ column_name: c.name, data_type: DATA_TYPE[c.type], is_nullable: 'NO' })),
      );
      const key = await pool.query<{ column_name: string }>(
        `SELECT k.column_name FROM information_schema.table_constraints c
         JOIN information_schema.key_column_usage k USING (constraint_schema, constraint_name)
         WHERE c.table_schema = current_schema() AND c.table_name = $1 AND c.constraint_type = 'PRIMARY KEY'
         ORDER BY k.column_name`,
        [name],
      );
      expect(key.rows.map((r) => r.column_name)).toEqual(
        spec.columns
          .filter((c) => c.key)
          .map((c) => c.name)
          .sort(),
      );
    },
  );

  it('the upsert (write path) and the COPY (rebuild) generated from the specs store the same rows, special characters too', async () => {
    // COPY's text format escapes backslash, tab, newline and carriage return: a session id and a player
    // id with each of them (and a quote, non-ASCII), in text columns and inside the JSON bodies.
    const odd = 'odd \\ \t tab \n nl \r cr " quote é ♠';
    const sessions = VARIANTS.map((v, i) => {
      const p = openSession(v, 900 + i);
      p.playDeal();
      p.playDeal();
      const id = i === 0 ? `spec-${v} ${odd}` : `spec-${v}`;
      const rows = projectionRows(id, p.state, 'all', lastTouchedVersions(p.events));
      if (i > 0) return { id, rows };
      const ledger = rows.ledger.map((r, k) => (k === 0 ? { ...r, playerId: `${r.playerId} ${odd}` } : r));
      return { id, rows: { ...rows, ledger } };
    });
    const dump = async () =>
      Promise.all(
        Object.values(PROJECTION_TABLES).map(
          async (t) =>
            (
              await pool.query(
                `SELECT ${t.columns.map((c) => `${c.name}::text`).join(', ')} FROM ${t.name} ORDER BY 1, 2, 3`,
              )
            ).rows,
        ),
      );
    for (const s of sessions) await writeRows(pool, CLUB, s.id, s.rows);
    const upserted = await dump();
    expect(upserted.map((rows) => rows.length)).toEqual([
      sessions.length,
      sessions.reduce((n, s) => n + s.rows.deals.length, 0),
      sessions.length,
      sessions.reduce((n, s) => n + s.rows.ledger.length, 0),
    ]);
    expect(upserted[3].some((r: Record<string, string>) => r.balance !== '0')).toBe(true);
    expect(upserted[3].some((r: Record<string, string>) => r.player_id.endsWith(odd))).toBe(true);
    expect(upserted[0].some((r: Record<string, string>) => r.session_id.endsWith(odd))).toBe(true);
    await pool.query(`TRUNCATE ${PROJECTION_TABLE_NAMES}`);
    const batch = new ProjectionCopy();
    for (const s of sessions) batch.add(CLUB, s.id, s.rows);
    const c = await pool.connect();
    try {
      await c.query(new CopyIn(batch.copies())).done;
    } finally {
      c.release();
    }
    expect(await dump()).toEqual(upserted);
  });

  it('a COPY the server refuses rejects, nothing of its message is stored, and the connection goes on', async () => {
    await pool.query(`TRUNCATE ${PROJECTION_TABLE_NAMES}`);
    const sheet = 'COPY deal_views (club_id, session_id, deal_number, version, body) FROM STDIN';
    const row = (session: string, version: string) => Buffer.from(`${CLUB}\t${session}\t1\t${version}\t{}\n`);
    const c = await pool.connect();
    try {
      for (const copies of [
        [
          { sql: sheet, data: row('bad-first', 'not-a-number') },
          { sql: sheet, data: row('good-after', '1') },
        ],
        [
          { sql: sheet, data: row('good-before', '1') },
          { sql: sheet, data: row('bad-second', 'not-a-number') },
        ],
      ]) {
        await expect(c.query(new CopyIn(copies)).done).rejects.toThrow(/integer/);
        expect((await c.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      }
      await c.query(new CopyIn([{ sql: sheet, data: row('good', '1') }])).done;
      expect((await c.query('SELECT session_id FROM deal_views')).rows).toEqual([{ session_id: 'good' }]);
    } finally {
      c.release();
    }
  });
});
