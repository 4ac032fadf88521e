import { cardEvents, openStoreFixture, StoreFixture, streamId } from './testing/store-fixture';

describe('EventStore: inline projections run in the append transaction (rule 2)', () => {
  let fx: StoreFixture;
  beforeAll(async () => {
    fx = await openStoreFixture('projection');
    await fx.pool.query(
      'CREATE TABLE cards_played (club_id uuid, stream_id text, n int, PRIMARY KEY (club_id, stream_id))',
    );
  });
  afterAll(() => fx.close());

  const project = async (
    tx: { query(sql: string, p: unknown[]): Promise<unknown> },
    appended: readonly { clubId: string; streamId: string }[],
  ) => {
    await tx.query(
      `INSERT INTO cards_played VALUES ($1, $2, $3) ON CONFLICT (club_id, stream_id) DO UPDATE SET n = cards_played.n + $3`,
      [appended[0].clubId, appended[0].streamId, appended.length],
    );
  };
  const projected = async (stream: string) =>
    (await fx.pool.query('SELECT n FROM cards_played WHERE stream_id = $1', [stream])).rows[0]?.n ?? 0;

  it('the projection is written with the events', async () => {
    const stream = streamId('ok');
    await fx.store.append(stream, 0, cardEvents(3), { project });
    await fx.store.append(stream, 3, cardEvents(2), { project });
    expect(await projected(stream)).toBe(5);
  });

  it('a failing projection rolls the append back, key included', async () => {
    const stream = streamId('fail');
    const failing = async (
      tx: { query(sql: string, p: unknown[]): Promise<unknown> },
      appended: readonly { clubId: string; streamId: string }[],
    ) => {
      await project(tx, appended);
      throw new Error('projection broke');
    };
    await expect(
      fx.store.append(stream, 0, cardEvents(3), { project: failing, idempotencyKey: 'k-fail' }),
    ).rejects.toThrow('projection broke');
    expect(await fx.store.readStream(stream)).toEqual([]);
    expect(await projected(stream)).toBe(0);
    const keys = await fx.pool.query(`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'k-fail'`);
    expect(keys.rows[0].n).toBe(0);
    const retry = await fx.store.append(stream, 0, cardEvents(3), { project, idempotencyKey: 'k-fail' });
    expect(retry).toMatchObject({ replayed: false, nextExpectedVersion: 3 });
    expect(await fx.store.verify(stream)).toEqual({ valid: true, eventsChecked: 3 });
  });
});
