import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createRoleSql, EventStore1764400000000 } from '../../../migrations/1764400000000-EventStore';
import { createTestDatabase } from '../../../test/support/test-database';
import { openStoreFixture, StoreFixture } from './testing/store-fixture';

describe('EventStore migration', () => {
  let fx: StoreFixture;
  beforeAll(async () => {
    fx = await openStoreFixture('migration', 12);
  });
  afterAll(() => fx.close());

  it('creates its role idempotently even with many concurrent creators', async () => {
    const role = `es_race_${randomBytes(4).toString('hex')}`;
    const clients = Array.from({ length: 10 }, () => new Client({ connectionString: fx.db.url }));
    await Promise.all(clients.map((c) => c.connect()));
    try {
      await Promise.all(clients.map((c) => c.query(createRoleSql(role))));
      await clients[0].query(createRoleSql(role));
      const found = await clients[0].query('SELECT rolcanlogin FROM pg_roles WHERE rolname = $1', [role]);
      expect(found.rows).toEqual([{ rolcanlogin: false }]);
    } finally {
      await clients[0].query(`DROP ROLE IF EXISTS ${role}`);
      await Promise.all(clients.map((c) => c.end()));
    }
  });

  it('goes up, down and up again on a fresh database', async () => {
    const db = await createTestDatabase('es_migration_updown', { migrate: false });
    const ds = new DataSource({ type: 'postgres', url: db.url, migrations: [EventStore1764400000000] });
    await ds.initialize();
    const regclass = async () =>
      (await ds.query(`SELECT to_regclass('events') AS e, to_regclass('idempotency_keys') AS k`))[0];
    try {
      const migration = new EventStore1764400000000();
      await migration.up(ds.createQueryRunner());
      await migration.down(ds.createQueryRunner());
      expect(await regclass()).toEqual({ e: null, k: null });
      await migration.up(ds.createQueryRunner());
      expect(await regclass()).toEqual({ e: 'events', k: 'idempotency_keys' });
      const privileges = await ds.query(`SELECT has_table_privilege('ledger_app', 'events', 'INSERT') AS ins,
        has_table_privilege('ledger_app', 'events', 'UPDATE') AS upd`);
      expect(privileges).toEqual([{ ins: true, upd: false }]);
    } finally {
      await ds.destroy();
      await db.drop();
    }
  });
});
