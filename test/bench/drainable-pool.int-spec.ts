import { Client } from 'pg';
import { benchApplicationName, DrainablePool, untilConnections } from '../../bench/support/bare-insert';
import { createTestDatabase, TestDatabase } from '../support/test-database';

/** bench:http closes a comparison server's connections after its round (SIGUSR2) and waits for them to go. */
describe('DrainablePool (bench servers: connections closed between rounds, not on a timer)', () => {
  let db: TestDatabase;
  let watcher: Client;
  const name = benchApplicationName(`drain-${process.pid}`);
  const until = (want: number) => untilConnections(watcher, name, want);

  beforeAll(async () => {
    db = await createTestDatabase('drain', { migrate: false });
    watcher = new Client({ connectionString: db.url });
    await watcher.connect();
  });
  afterAll(async () => {
    await watcher.end();
    await db.drop();
  });

  it('keeps idle connections, lets them all go on SIGUSR2, then connects again as it is used', async () => {
    const pool = new DrainablePool({ connectionString: db.url, max: 3, idleTimeoutMillis: 0, application_name: name });
    try {
      const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
      for (const c of clients) c.release();
      await new Promise((r) => setTimeout(r, 100)); // idle, and kept
      expect(await untilConnections(watcher, name, 3, 0)).toBe(3);

      process.emit('SIGUSR2');
      expect(await until(0)).toBe(0);

      const { rows } = await pool.query('SELECT 1 AS one');
      expect(rows[0].one).toBe(1);
      expect(await until(1)).toBe(1);
    } finally {
      await pool.end();
    }
    expect(await until(0)).toBe(0);
    expect(process.listenerCount('SIGUSR2')).toBe(0); // end() stops listening
  });
});
