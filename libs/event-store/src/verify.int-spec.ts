import { Client } from 'pg';
import { cardEvents, openStoreFixture, StoreFixture, streamId } from './testing/store-fixture';

describe('EventStore.verify: the hash chain catches altered rows', () => {
  let fx: StoreFixture;
  let owner: Client;
  beforeAll(async () => {
    fx = await openStoreFixture('verify');
    owner = new Client({ connectionString: fx.db.url });
    await owner.connect();
  });
  afterAll(async () => {
    await owner.end();
    await fx.close();
  });

  async function tamper(sql: string, params: unknown[]): Promise<void> {
    await owner.query('ALTER TABLE events DISABLE TRIGGER events_immutable_rows');
    try {
      await owner.query(sql, params);
    } finally {
      await owner.query('ALTER TABLE events ENABLE TRIGGER events_immutable_rows');
    }
  }

  it('an untouched stream is valid', async () => {
    const stream = streamId('ok');
    await fx.store.append(stream, 0, cardEvents(3));
    await fx.store.append(stream, 3, cardEvents(2));
    expect(await fx.store.verify(stream)).toEqual({ valid: true, eventsChecked: 5 });
  });

  it.each([
    ['data', `UPDATE events SET data = jsonb_set(data, '{card}', '"AS"') WHERE stream_id = $1 AND version = 3`],
    ['metadata', `UPDATE events SET metadata = '{"actor":"mallory"}' WHERE stream_id = $1 AND version = 3`],
    [
      'recorded_at',
      `UPDATE events SET recorded_at = recorded_at + interval '1 ms' WHERE stream_id = $1 AND version = 3`,
    ],
    ['type', `UPDATE events SET type = 'CardWithdrawn' WHERE stream_id = $1 AND version = 3`],
  ])('an altered %s at version 3 is found at version 3', async (_label, sql) => {
    const stream = streamId('bad');
    await fx.store.append(stream, 0, cardEvents(5), { metadata: { actor: 'alice' } });
    await tamper(sql, [stream]);
    expect(await fx.store.verify(stream)).toEqual({ valid: false, eventsChecked: 3, firstBadVersion: 3 });
  });

  it('a deleted event (a gap) is found', async () => {
    const stream = streamId('gap');
    await fx.store.append(stream, 0, cardEvents(4));
    await tamper('DELETE FROM events WHERE stream_id = $1 AND version = 2', [stream]);
    expect(await fx.store.verify(stream)).toMatchObject({ valid: false, firstBadVersion: 2 });
  });

  it('a re-hashed altered row still breaks the next link', async () => {
    const stream = streamId('rehash');
    await fx.store.append(stream, 0, cardEvents(4));
    await tamper(`UPDATE events SET hash = 'forged' WHERE stream_id = $1 AND version = 2`, [stream]);
    expect(await fx.store.verify(stream)).toMatchObject({ valid: false, firstBadVersion: 2 });
  });
});
