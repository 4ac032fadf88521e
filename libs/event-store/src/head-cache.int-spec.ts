import { Client } from 'pg';
import { cardEvents, openStoreFixture, StoreFixture, streamId } from './testing/store-fixture';

describe('EventStore: the cached stream head is checked by the INSERT', () => {
  let fx: StoreFixture;
  let owner: Client;
  beforeAll(async () => {
    fx = await openStoreFixture('headcache');
    owner = new Client({ connectionString: fx.db.url });
    await owner.connect();
  });
  afterAll(async () => {
    await owner.end();
    await fx.close();
  });

  /** Changes the stored hash of the head behind the store's back (trigger disabled, as owner). */
  async function forgeHead(stream: string, version: number): Promise<void> {
    await owner.query('ALTER TABLE events DISABLE TRIGGER events_immutable_rows');
    await owner.query(`UPDATE events SET hash = 'forged' WHERE stream_id = $1 AND version = $2`, [stream, version]);
    await owner.query('ALTER TABLE events ENABLE TRIGGER events_immutable_rows');
  }

  it.each([
    ['without a key', {}],
    ['with an idempotency key', { idempotency: { key: 'k-stale' } }],
  ])('a wrong cached hash falls back to the stored one (%s)', async (_label, options) => {
    const stream = streamId('stale');
    await fx.store.append(stream, 0, cardEvents(2));
    await forgeHead(stream, 2);
    const r = await fx.store.append(stream, 2, cardEvents(1), options);
    expect(r).toMatchObject({ replayed: false, nextExpectedVersion: 3 });
    const [, , third] = await fx.store.readStream(stream);
    expect(third.prevHash).toBe('forged');
    expect(await fx.store.verify(stream)).toMatchObject({ valid: false, firstBadVersion: 2 });
  });
});
