import { Client, Notification } from 'pg';
import { parseNotice } from './append/notify';
import { ConcurrencyError } from './errors/concurrency-error';
import { EventStore } from './event-store';
import { cardEvents, openStoreFixture, StoreFixture, streamId } from './testing/store-fixture';

const CLUB = '00000000-0000-4000-8000-000000000020';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('EventStore: notifyChannel (pg_notify in the append statement)', () => {
  let fx: StoreFixture;
  let listener: Client;
  const heard: string[] = [];

  beforeAll(async () => {
    fx = await openStoreFixture('notify');
    listener = new Client({ connectionString: fx.db.url });
    await listener.connect();
    listener.on('notification', (m: Notification) => heard.push(`${m.channel}|${m.payload}`));
    await listener.query('LISTEN es_test_events');
  });
  afterAll(async () => {
    await listener.end();
    await fx.close();
  });

  async function heardAfter(action: () => Promise<unknown>): Promise<string[]> {
    heard.length = 0;
    await action().catch((e: unknown) => e);
    await sleep(150);
    return [...heard];
  }

  it('notifies once per append with the club, the stream and the last version, in every statement shape', async () => {
    const store = new EventStore(fx.pool, { notifyChannel: 'es_test_events' });
    const s = streamId('n');
    const projection = {
      name: 'notify_probe',
      ctes: `probe AS (INSERT INTO append_holds (n) SELECT $1::int WHERE EXISTS (SELECT 1 FROM ins))`,
      values: [1],
    };
    expect(await heardAfter(() => store.append(s, 0, cardEvents(1), { clubId: CLUB }))).toEqual([
      `es_test_events|${CLUB}:${s}:1`,
    ]);
    expect(await heardAfter(() => store.append(s, 1, cardEvents(3, 2), { clubId: CLUB }))).toEqual([
      `es_test_events|${CLUB}:${s}:4`,
    ]);
    const keyed = () => store.append(s, 4, cardEvents(2, 5), { clubId: CLUB, idempotency: { key: 'k1' }, projection });
    expect(await heardAfter(keyed)).toEqual([`es_test_events|${CLUB}:${s}:6`]);
    expect(await heardAfter(keyed)).toEqual([]); // a repeat writes nothing and says nothing
    expect(parseNotice(`${CLUB}:${s}:6`)).toEqual({ clubId: CLUB, streamId: s, version: 6 });
  });

  it('says nothing for a refused append, nor without a channel', async () => {
    const store = new EventStore(fx.pool, { notifyChannel: 'es_test_events' });
    const s = streamId('r');
    expect(await heardAfter(() => store.append(s, 0, cardEvents(1), { clubId: CLUB }))).toHaveLength(1);
    let refused: unknown;
    expect(
      await heardAfter(
        async () => (refused = await store.append(s, 0, cardEvents(1), { clubId: CLUB }).catch((e: unknown) => e)),
      ),
    ).toEqual([]);
    expect(refused).toBeInstanceOf(ConcurrencyError);
    expect(await heardAfter(() => new EventStore(fx.pool).append(s, 1, cardEvents(1), { clubId: CLUB }))).toEqual([]);
  });

  it('refuses a channel that is not a plain identifier, and parses only well-formed payloads', () => {
    expect(() => new EventStore(fx.pool, { notifyChannel: "x'; DROP TABLE events; --" })).toThrow(TypeError);
    for (const bad of [undefined, '', 'abc', ':s:1', `${CLUB}::1`, `${CLUB}:s:0`, `${CLUB}:s:x`])
      expect(parseNotice(bad)).toBeNull();
  });
});
