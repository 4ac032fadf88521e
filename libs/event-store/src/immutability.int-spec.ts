import { Client } from 'pg';
import { EventStore } from './event-store';
import { cardEvents, openStoreFixture, StoreFixture, streamId } from './testing/store-fixture';

const CHANGES = ["UPDATE events SET data = '{}'::jsonb", 'DELETE FROM events', 'TRUNCATE events'];

describe('EventStore: events are immutable (rule 1)', () => {
  let fx: StoreFixture;
  let client: Client;
  beforeAll(async () => {
    fx = await openStoreFixture('immutable');
    await fx.store.append(streamId('s'), 0, cardEvents(3));
    client = new Client({ connectionString: fx.db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await fx.close();
  });

  it.each(CHANGES)('the trigger refuses "%s" even for the owner', async (sql) => {
    await expect(client.query(sql)).rejects.toMatchObject({ message: expect.stringMatching(/events are immutable/) });
    expect((await client.query('SELECT count(*)::int AS n FROM events')).rows[0].n).toBe(3);
  });

  describe('as ledger_app', () => {
    beforeEach(() => client.query('SET ROLE ledger_app'));
    afterEach(() => client.query('RESET ROLE'));

    it.each(CHANGES)('"%s" is not permitted', async (sql) => {
      await expect(client.query(sql)).rejects.toMatchObject({ code: '42501' });
    });

    it('may INSERT and SELECT events', async () => {
      await client.query(`INSERT INTO events (club_id, stream_id, version, type, data, recorded_at, hash)
        VALUES ('00000000-0000-0000-0000-000000000001', 'direct', 1, 'T', '{}', now(), 'h')`);
      const found = await client.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = 'direct'`);
      expect(found.rows[0].n).toBe(1);
    });

    // Deleting keys past their retention is allowed since issue 18.5 (IDEMPOTENCY_RETENTION_DAYS); never events.
    it('may not alter idempotency keys beyond setting a result', async () => {
      await expect(client.query(`UPDATE idempotency_keys SET request_hash = 'x'`)).rejects.toMatchObject({
        code: '42501',
      });
    });
  });

  it('a store connected as ledger_app appends (with a key and its stored result), reads and verifies', async () => {
    const store = new EventStore(fx.newPool({ options: '-c role=ledger_app' }));
    const stream = streamId('app');
    const r = await store.append(stream, 0, cardEvents(2), { idempotency: { key: 'k-app' }, result: () => 'first' });
    const again = await store.append(stream, 0, cardEvents(2), { idempotency: { key: 'k-app' } });
    expect(again).toMatchObject({ replayed: true, nextExpectedVersion: r.nextExpectedVersion, result: 'first' });
    await store.append(stream, 2, cardEvents(1));
    expect(await store.verify(stream)).toEqual({ valid: true, eventsChecked: 3 });
  });
});
