import { InlineProjection } from './append/append-types';
import { NIL_CLUB_ID } from './types';
import { cardEvents, openStoreFixture, StoreFixture, streamId } from './testing/store-fixture';

/** Counts a stream's cards; more than 10 breaks the table's CHECK (a projection that can fail). */
const counting = (stream: string, n: number): InlineProjection => ({
  name: 'test_projection_count',
  ctes: `c AS (INSERT INTO cards_played SELECT $1::uuid, $2::text, $3::int WHERE EXISTS (SELECT 1 FROM ins)
    ON CONFLICT (club_id, stream_id) DO UPDATE SET n = cards_played.n + EXCLUDED.n)`,
  values: [NIL_CLUB_ID, stream, n],
});

describe('EventStore: inline projections are written in the append statement (rule 2)', () => {
  let fx: StoreFixture;
  beforeAll(async () => {
    fx = await openStoreFixture('projection');
    await fx.pool.query(
      'CREATE TABLE cards_played (club_id uuid, stream_id text, n int CHECK (n <= 10), PRIMARY KEY (club_id, stream_id))',
    );
  });
  afterAll(() => fx.close());

  const projected = async (stream: string) =>
    ((await fx.pool.query('SELECT n FROM cards_played WHERE stream_id = $1', [stream])).rows[0]?.n as number) ?? 0;

  it('the projection is written with the events', async () => {
    const stream = streamId('ok');
    await fx.store.append(stream, 0, cardEvents(3), { projection: counting(stream, 3) });
    await fx.store.append(stream, 3, cardEvents(2), { projection: counting(stream, 2) });
    expect(await projected(stream)).toBe(5);
  });

  it('a failing projection rolls the append back, key included', async () => {
    const stream = streamId('fail');
    await expect(
      fx.store.append(stream, 0, cardEvents(3), { projection: counting(stream, 11), idempotency: { key: 'k-fail' } }),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await fx.store.readStream(stream)).toEqual([]);
    expect(await projected(stream)).toBe(0);
    const keys = await fx.pool.query(`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'k-fail'`);
    expect(keys.rows[0].n).toBe(0);
    const retry = await fx.store.append(stream, 0, cardEvents(3), {
      projection: counting(stream, 3),
      idempotency: { key: 'k-fail' },
    });
    expect(retry).toMatchObject({ replayed: false, nextExpectedVersion: 3 });
    expect(await projected(stream)).toBe(3);
    expect(await fx.store.verify(stream)).toEqual({ valid: true, eventsChecked: 3 });
  });
});
