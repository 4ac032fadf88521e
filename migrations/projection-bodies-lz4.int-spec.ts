import { Client } from 'pg';
import { createTestDatabase, TestDatabase } from '../test/support/test-database';
import { LZ4_BODY_TABLES as BODIES, ProjectionBodiesLz41764400020000 } from './1764400020000-ProjectionBodiesLz4';

describe('migration 1764400020000: projection bodies compressed with lz4 where the server has it (issue 21.1)', () => {
  let db: TestDatabase;
  let c: Client;
  beforeAll(async () => {
    db = await createTestDatabase('lz4_bodies');
    c = new Client({ connectionString: db.url });
    await c.connect();
  });
  afterAll(async () => {
    await c.end();
    await db.drop();
  });

  /** Each body column's compression: 'l' lz4, 'p' pglz, '' the server's default. */
  const methods = async () =>
    (
      await c.query<{ t: string; m: string }>(
        `SELECT attrelid::regclass::text AS t, attcompression::text AS m FROM pg_attribute
         WHERE attname = 'body' AND attrelid::regclass::text = ANY($1) ORDER BY 1`,
        [BODIES],
      )
    ).rows;

  /** Whether this server was built with lz4 (the embedded PostgreSQL was not). */
  const hasLz4 = async () => {
    try {
      await c.query('CREATE TEMP TABLE lz4_probe (x text COMPRESSION lz4)');
      await c.query('DROP TABLE lz4_probe');
      return true;
    } catch {
      return false;
    }
  };

  it('sets lz4 on the three bodies when the server has it (else leaves them), and goes down and up again', async () => {
    const lz4 = await hasLz4();
    const expected = (m: string) => BODIES.map((t) => ({ t, m })).sort((a, b) => a.t.localeCompare(b.t));
    expect(await methods()).toEqual(expected(lz4 ? 'l' : ''));
    const migration = new ProjectionBodiesLz41764400020000();
    const runner = { query: (sql: string) => c.query(sql) } as never;
    await migration.down(runner);
    expect(await methods()).toEqual(expected(''));
    await migration.up(runner);
    expect(await methods()).toEqual(expected(lz4 ? 'l' : ''));
    if (!lz4) return;
    // A body written now is stored with lz4 and reads back as written.
    const body = { plays: Array.from({ length: 200 }, (_, i) => ({ seat: 'NESW'[i % 4], card: `${i % 13}H` })) };
    await c.query(
      `INSERT INTO deal_views (club_id, session_id, deal_number, version, body)
       VALUES ('00000000-0000-4000-8000-000000000001', 's', 1, 1, $1)`,
      [JSON.stringify(body)],
    );
    const r = await c.query<{ m: string; body: unknown }>(
      `SELECT pg_column_compression(body) AS m, body FROM deal_views WHERE session_id = 's'`,
    );
    expect(r.rows[0]).toEqual({ m: 'lz4', body });
  });
});
