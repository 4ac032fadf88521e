import { Pool, PoolConfig } from 'pg';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
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
