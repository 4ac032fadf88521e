import { EventStore } from './event-store';
import { IdempotencyKeyReusedError } from './errors/idempotency-key-reused-error';
import { cardEvents, holdOpen, openStoreFixture, StoreFixture, streamId } from './testing/store-fixture';

describe('EventStore: idempotency keys (rule 4)', () => {
  let fx: StoreFixture;
  beforeAll(async () => {
    fx = await openStoreFixture('idempotency', 12);
  });
  afterAll(() => fx.close());

  const response = (s: { nextExpectedVersion: number }) => ({ status: 201, body: { version: s.nextExpectedVersion } });
  const count = async (stream: string) => (await fx.store.readStream(stream)).length;

  it('a retry returns the first result and writes nothing, also after a restart', async () => {
    const stream = streamId('retry');
    const first = await fx.store.append(stream, 0, cardEvents(3), { idempotency: { key: 'k1' }, result: response });
    expect(first).toMatchObject({
      replayed: false,
      nextExpectedVersion: 3,
      result: { status: 201, body: { version: 3 } },
    });
    const retry = await fx.store.append(stream, 0, cardEvents(3), { idempotency: { key: 'k1' }, result: response });
    expect(retry).toEqual({ ...first, replayed: true });
    const restarted = new EventStore(fx.newPool());
    const afterRestart = await restarted.append(stream, 0, cardEvents(3), {
      idempotency: { key: 'k1' },
      result: response,
    });
    expect(afterRestart).toEqual({ ...first, replayed: true });
    expect(await count(stream)).toBe(3);
  });

  it('a retry is replayed even after the stream moved on', async () => {
    const stream = streamId('moved');
    const first = await fx.store.append(stream, 0, cardEvents(2), { idempotency: { key: 'k-moved' } });
    await fx.store.append(stream, 2, cardEvents(2));
    const retry = await new EventStore(fx.pool).append(stream, 0, cardEvents(2), { idempotency: { key: 'k-moved' } });
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await count(stream)).toBe(4);
  });

  it('concurrent requests with one key write once; the others get the first result', async () => {
    const stream = streamId('race');
    const stores = Array.from({ length: 10 }, () => new EventStore(fx.pool));
    const all = await Promise.all(
      stores.map((s) =>
        s.append(stream, 0, cardEvents(4), {
          idempotency: { key: 'k-race' },
          projection: holdOpen(0.05),
          result: response,
        }),
      ),
    );
    expect(all.filter((r) => !r.replayed)).toHaveLength(1);
    const first = all.find((r) => !r.replayed)!;
    for (const r of all) expect(r).toEqual({ ...first, replayed: r.replayed });
    expect(await count(stream)).toBe(4);
  });

  it('the same key with a different body is refused and writes nothing', async () => {
    const stream = streamId('reuse');
    await fx.store.append(stream, 0, cardEvents(2), { idempotency: { key: 'k-reuse' } });
    await expect(
      fx.store.append(stream, 0, cardEvents(2, 7), { idempotency: { key: 'k-reuse' } }),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    await expect(
      fx.store.append(stream, 0, cardEvents(2), { idempotency: { key: 'k-reuse', requestHash: 'other-body' } }),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect(await count(stream)).toBe(2);
  });

  it('keys are per club: the same key in another club is a new request', async () => {
    const stream = streamId('clubs');
    const clubB = '00000000-0000-0000-0000-00000000000b';
    await fx.store.append(stream, 0, cardEvents(1), { idempotency: { key: 'k-club' } });
    const b = await fx.store.append(stream, 0, cardEvents(1), { idempotency: { key: 'k-club' }, clubId: clubB });
    expect(b).toMatchObject({ replayed: false, clubId: clubB });
  });
});
