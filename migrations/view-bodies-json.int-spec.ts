import { Client } from 'pg';
import { createTestDatabase, TestDatabase } from '../test/support/test-database';
import { JSON_BODY_TABLES as BODIES, ViewBodiesAsJson1764400021000 } from './1764400021000-ViewBodiesAsJson';

const CLUB = '00000000-0000-4000-8000-000000000021';

describe('migration 1764400021000: the deal and session view bodies stored as json (issue 21.1)', () => {
  let db: TestDatabase;
  let c: Client;
  beforeAll(async () => {
    db = await createTestDatabase('json_bodies');
    c = new Client({ connectionString: db.url });
    await c.connect();
  });
  afterAll(async () => {
    await c.end();
    await db.drop();
  });

  /** Each body column's type and compression ('l' lz4, '' the server's default), by table. */
  const columns = async () =>
    (
      await c.query<{ t: string; type: string; m: string }>(
        `SELECT attrelid::regclass::text AS t, format_type(atttypid, atttypmod) AS type, attcompression::text AS m
           FROM pg_attribute WHERE attname = 'body'
            AND attrelid::regclass::text IN ('deal_views', 'session_views', 'scoresheet_views') ORDER BY 1`,
      )
    ).rows;
  const lz4 = async () => (await columns()).find((r) => r.t === 'scoresheet_views')!.m; // the earlier migration's

  it('types the two bodies json (the sheet stays jsonb), keeps their compression, and goes down and up again', async () => {
    const m = await lz4();
    const expected = (type: string) => [
      { t: 'deal_views', type, m },
      { t: 'scoresheet_views', type: 'jsonb', m },
      { t: 'session_views', type, m },
    ];
    expect([...BODIES].sort()).toEqual(['deal_views', 'session_views']);
    expect(await columns()).toEqual(expected('json'));
    const text = '{"number":1,"dealer":"N","hands":{"N":["AS"],"E":[]},"version":3}';
    await c.query(
      `INSERT INTO deal_views (club_id, session_id, deal_number, version, body) VALUES ($1, 's', 1, 3, $2)`,
      [CLUB, text],
    );
    const stored = async () =>
      (await c.query<{ body: string }>(`SELECT body::text AS body FROM deal_views WHERE session_id = 's'`)).rows[0]
        .body;
    expect(await stored()).toBe(text); // as sent, member order and all: what a view serialised live wrote
    const migration = new ViewBodiesAsJson1764400021000();
    const runner = { query: (sql: string) => c.query(sql) } as never;
    await migration.down(runner);
    expect(await columns()).toEqual(expected('jsonb'));
    expect(JSON.parse(await stored())).toEqual(JSON.parse(text));
    await migration.up(runner);
    expect(await columns()).toEqual(expected('json'));
    expect(JSON.parse(await stored())).toEqual(JSON.parse(text));
  });
});
