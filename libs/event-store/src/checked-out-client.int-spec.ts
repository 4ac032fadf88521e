import { Pool } from 'pg';
import { createTestDatabase, TestDatabase } from '../../../test/support/test-database';
import { withClient } from './checked-out-client';

describe('withClient: a dropped connection never crashes the process', () => {
  let db: TestDatabase;
  let pool: Pool;
  beforeAll(async () => {
    db = await createTestDatabase('es_client');
    pool = new Pool({ connectionString: db.url, max: 2 });
    pool.on('error', () => undefined);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('turns a connection terminated between statements into a rejected call and discards the client', async () => {
    const admin = new Pool({ connectionString: db.url, max: 1 });
    const run = withClient(pool, async (c) => {
      const { rows } = await c.query('SELECT pg_backend_pid() AS pid');
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      await new Promise((r) => setTimeout(r, 200)); // the 'error' event arrives while checked out
      await c.query('SELECT 1');
    });
    await expect(run).rejects.toThrow();
    await admin.end();
    const after = await withClient(pool, (c) => c.query('SELECT 1 AS ok'));
    expect(after.rows[0].ok).toBe(1);
  });

  it('returns a healthy client to the pool after an ordinary error', async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 3; i++) {
      await withClient(pool, async (c) => {
        pids.add((await c.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
        throw new Error('refused');
      }).catch(() => undefined);
    }
    expect(pids.size).toBe(1);
  });
});
