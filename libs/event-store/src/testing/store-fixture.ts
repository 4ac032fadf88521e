import { Pool, PoolConfig } from 'pg';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { InlineProjection } from '../append/append-types';
import { EventStore, EventStoreOptions } from '../event-store';
import { NewEvent } from '../types';

/** A migrated database of its own for one integration suite, with pools that close before it is dropped. */
export interface StoreFixture {
  db: TestDatabase;
  /** Owner pool (the default store's). */
  pool: Pool;
  store: EventStore;
  /** Another pool on the same database (closed by `close`). */
  newPool(config?: PoolConfig): Pool;
  /** Ends every pool, then drops the database. */
  close(): Promise<void>;
}

/** Creates the database `es_<name>_...`, runs the migrations and opens a store on a pool of `max` connections. */
export async function openStoreFixture(name: string, max = 10, options?: EventStoreOptions): Promise<StoreFixture> {
  const db = await createTestDatabase(`es_${name}`);
  const pools: Pool[] = [];
  const newPool = (config: PoolConfig = {}): Pool => {
    const p = new Pool({ connectionString: db.url, max, ...config });
    // pool.end() resolves before the backends exit; the DROP … WITH (FORCE) that follows may then
    // terminate a closing connection, which a pool without an 'error' listener would throw.
    p.on('error', () => undefined);
    pools.push(p);
    return p;
  };
  const pool = newPool();
  await pool.query('CREATE TABLE append_holds (n int)'); // holdOpen's
  return {
    db,
    pool,
    store: new EventStore(pool, options),
    newPool,
    close: async () => {
      await Promise.all(pools.map((p) => p.end()));
      await db.drop();
    },
  };
}

/** `n` CardPlayed-like events numbered from `from`. */
export function cardEvents(n: number, from = 1): NewEvent[] {
  return Array.from({ length: n }, (_, i) => ({
    type: 'CardPlayed',
    data: {
      deal: 1,
      seat: 'NESW'[(from + i) % 4],
      card: `${'23456789TJQKA'[(from + i) % 13]}S`,
      trick: Math.ceil((from + i) / 4),
    },
  }));
}

/** A unique stream id for a test. */
export function streamId(label: string): string {
  return `${label}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * An inline projection that keeps the append's statement (and so its transaction, with its events
 * inserted and its xid taken) open for `seconds` before it commits: a slow writer.
 */
export function holdOpen(seconds: number): InlineProjection {
  return {
    name: 'test_hold_open',
    ctes: 'hold AS (INSERT INTO append_holds (n) SELECT 1 FROM pg_sleep($1::float8) WHERE EXISTS (SELECT 1 FROM ins))',
    values: [seconds],
  };
}

/** Resolves once some statement holding an append open (holdOpen) has inserted: its transaction has an xid. */
export async function untilHolding(pool: Pool): Promise<void> {
  for (;;) {
    const found = await pool.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND backend_xid IS NOT NULL
         AND wait_event = 'PgSleep' AND query LIKE '%append_holds%'`,
    );
    if (found.rowCount) return;
    await new Promise((r) => setTimeout(r, 2));
  }
}
