import { join } from 'node:path';
import { Client } from 'pg';
import { ormCalls, sqlTexts, tablesIn } from './support/sql-statements';
import { createTestDatabase, TestDatabase } from './support/test-database';

/**
 * Issue 20.4, ready to shard by club (ADR 0021, docs/scaling.md): the condition for Citus'
 * `create_distributed_table(t, 'club_id', colocate_with => 'events')` on every table but the global
 * ones. Read from a migrated database's catalog and from every SQL text of the app's sources: every
 * distributed table has `club_id`, its primary key and every unique index start with it, its foreign
 * keys go to a reference table or carry `club_id`; every statement on it filters by (or, inserting,
 * writes) `club_id`. A table or statement added later fails here until it does, or is listed below with its reason.
 */

/** Truly global tables: Citus reference tables (replicated to every node), with the reason. */
const GLOBAL: Record<string, string> = {
  clubs:
    "one row per club keyed by id (= every other table's club_id): a reference table the others' foreign keys point to",
  log_sequencer: "the club log sequencer's single watermark row over the global event order (ADR 0010)",
  schema_migrations: "TypeORM's record of applied migrations, owned by the migrations",
};

/**
 * Statements on distributed tables that do not filter by club_id, each the way the app means it. On Citus
 * they run as multi-shard queries (correct, but touching every node); docs/scaling.md lists them too.
 * Key: `<file>:<table>`.
 */
const KNOWN_EXCEPTIONS: Record<string, string> = {
  'apps/ledger-api/src/cli/verify-command.ts:events':
    "the operator's `verify` of every stream of every club: a deliberate scan of all shards (run per club on Citus to spread it)",
  'apps/ledger-api/src/ledger/projections/rebuild-projections.ts:events':
    "the operator's rebuild of every projection: lists every stream of every club (a multi-shard read, offline)",
  'apps/ledger-api/src/ledger/projections/rebuild-chunks.ts:events':
    "the rebuild's skip-scan over all streams and its chunks' cursors in (club_id, stream_id) order: offline, multi-shard; on Citus run it per club",
  'apps/ledger-api/src/quotas/idempotency-sweeper.ts:idempotency_keys':
    'the retention sweep deletes old keys of every club by created_at in ctid batches; ctid is per shard, so on Citus it must run per shard (run_command_on_shards) or per club',
  'libs/event-store/src/read/read-all.ts:events':
    'the global log for followers, ordered by (tx_id, position) below the snapshot xmin: one order over all clubs, which Citus does not have (xids are per node); sharded, followers read per node or per club',
  'libs/event-store/src/read/read-all-heads.ts:events':
    "the club log sequencer's read of new heads over the global order (same watermark as read-all); sharded, one sequencer per node",
};

/** Entities of global tables (TypeORM calls on them need no clubId). */
const GLOBAL_ENTITIES = /\bClubEntity\b/;

const ROOT = join(__dirname, '..');

/** The rule for one statement: it writes club_id (an INSERT naming the column) or filters by it (=, IN, a join on it). */
function keepsToClub(sql: string): boolean {
  return (
    /\bINSERT\s+INTO\s+\w+\s*\([^)]*\bclub_id\b/i.test(sql) ||
    /\bclub_id\s*(=|IN\b|IS\s+NOT\s+DISTINCT)|\bUSING\s*\(\s*club_id\b|=\s*\w+\.club_id\b/i.test(sql)
  );
}

describe('ready to shard by club (issue 20.4)', () => {
  let db: TestDatabase;
  let c: Client;
  let tables: string[];

  beforeAll(async () => {
    db = await createTestDatabase('int_shard_ready');
    c = new Client({ connectionString: db.url });
    await c.connect();
    tables = (
      await c.query<{ t: string }>(
        `SELECT c.relname AS t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
      )
    ).rows.map((r) => r.t);
  });
  afterAll(async () => {
    await c?.end();
    await db?.drop();
  });

  const distributed = () => tables.filter((t) => !(t in GLOBAL));

  it('lists only global tables that exist, and leaves most tables to be distributed', () => {
    for (const t of Object.keys(GLOBAL)) expect(tables).toContain(t);
    expect(distributed()).toEqual(expect.arrayContaining(['events', 'idempotency_keys', 'session_views', 'api_keys']));
  });

  it("every distributed table's primary key and every unique index start with club_id", async () => {
    const { rows } = await c.query<{ t: string; index: string; primary: boolean; first: string | null }>(
      `SELECT c.relname AS t, ic.relname AS index, i.indisprimary AS primary, a.attname AS first
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_class ic ON ic.oid = i.indexrelid
       LEFT JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
       WHERE n.nspname = 'public' AND (i.indisunique OR i.indisprimary)`,
    );
    const bad: string[] = [];
    for (const t of distributed()) {
      const own = rows.filter((r) => r.t === t);
      if (!own.some((r) => r.primary)) bad.push(`${t}: no primary key`);
      for (const r of own)
        if (r.first !== 'club_id') bad.push(`${t}: ${r.index} starts with ${r.first ?? 'an expression'}`);
    }
    expect(bad).toEqual([]);
  });

  it("every distributed table's foreign keys point to a global table or carry club_id on both sides", async () => {
    const { rows } = await c.query<{ t: string; name: string; target: string; cols: string[]; refcols: string[] }>(
      `SELECT c.relname AS t, k.conname AS name, rc.relname AS target,
              ARRAY(SELECT attname FROM pg_attribute WHERE attrelid = k.conrelid AND attnum = ANY (k.conkey)) AS cols,
              ARRAY(SELECT attname FROM pg_attribute WHERE attrelid = k.confrelid AND attnum = ANY (k.confkey)) AS refcols
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class rc ON rc.oid = k.confrelid
       WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace`,
    );
    const bad = rows
      .filter((r) => !(r.t in GLOBAL) && !(r.target in GLOBAL))
      .filter((r) => !(r.cols.includes('club_id') && r.refcols.includes('club_id')))
      .map((r) => `${r.t}.${r.name} → ${r.target}`);
    expect(bad).toEqual([]);
  });

  it('every SQL statement of the app on a distributed table filters by club_id (or known, with its reason)', () => {
    const texts = sqlTexts(ROOT, ['apps', 'libs'], tables);
    expect(texts.length).toBeGreaterThan(30); // the scanner finds the app's statements at all
    const found = new Set<string>();
    const bad: string[] = [];
    for (const s of texts) {
      for (const t of tablesIn(s.text, distributed())) {
        if (keepsToClub(s.text)) continue;
        const key = `${s.file}:${t}`;
        if (key in KNOWN_EXCEPTIONS) found.add(key);
        else bad.push(`${s.file}:${s.line} ${t}: ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
    }
    expect(bad).toEqual([]);
    expect(Object.keys(KNOWN_EXCEPTIONS).filter((k) => !found.has(k))).toEqual([]); // no stale exception
  });

  it('every TypeORM call with a condition or row names clubId', () => {
    const calls = ormCalls(ROOT, ['apps', 'libs']);
    expect(calls.length).toBeGreaterThan(2); // the scanner finds the repository calls at all
    const bad = calls
      .filter((o) => !/\bclubId\b/.test(o.text) && !GLOBAL_ENTITIES.test(o.text))
      .map((o) => `${o.file}:${o.line} ${o.text.slice(0, 120)}`);
    expect(bad).toEqual([]);
  });

  it('the rules catch a violation (the checks can fail)', () => {
    expect(keepsToClub('SELECT * FROM events WHERE stream_id = $1')).toBe(false);
    expect(keepsToClub('UPDATE session_views SET x = 1 WHERE session_id = $1')).toBe(false);
    expect(keepsToClub('INSERT INTO players (id, name) VALUES ($1, $2)')).toBe(false);
    expect(keepsToClub('SELECT * FROM events WHERE club_id = $1 AND stream_id = $2')).toBe(true);
    expect(keepsToClub('INSERT INTO players (club_id, id, name) VALUES ($1, $2, $3)')).toBe(true);
    expect(tablesIn('SELECT 1 FROM events e JOIN log_leaves l USING (club_id)', ['events', 'log_leaves'])).toEqual([
      'events',
      'log_leaves',
    ]);
  });
});
