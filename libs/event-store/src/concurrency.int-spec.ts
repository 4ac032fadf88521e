import { ConcurrencyError } from './errors/concurrency-error';
import { EventStore } from './event-store';
import { cardEvents, holdOpen, openStoreFixture, StoreFixture, streamId } from './testing/store-fixture';

describe('EventStore: optimistic concurrency', () => {
  let fx: StoreFixture;
  beforeAll(async () => {
    fx = await openStoreFixture('concurrency', 21);
  });
  afterAll(() => fx.close());

  async function race(stream: string, expected: number, n: number, hold: boolean) {
    const projection = hold ? holdOpen(0.05) : undefined;
    // Half the racers share the store (cached head), half are fresh instances, like other API processes.
    const store = (i: number) => (i % 2 ? new EventStore(fx.pool) : fx.store);
    return Promise.allSettled(
      Array.from({ length: n }, (_, i) => store(i).append(stream, expected, cardEvents(3, i * 10), { projection })),
    );
  }

  async function expectOneWinner(stream: string, expected: number, hold: boolean) {
    const outcomes = await race(stream, expected, 20, hold);
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const l of lost) expect(l.reason).toBeInstanceOf(ConcurrencyError);
    const versions = (await fx.store.readStream(stream)).map((e) => e.version);
    expect(versions).toEqual(Array.from({ length: expected + 3 }, (_, i) => i + 1));
    expect(await fx.store.verify(stream)).toEqual({ valid: true, eventsChecked: expected + 3 });
  }

  it.each([false, true])('20 appends to a new stream at version 0: exactly one wins (held open: %s)', async (hold) => {
    await expectOneWinner(streamId('new'), 0, hold);
  });

  it.each([false, true])(
    '20 appends at version 3 of an existing stream: exactly one wins (held open: %s)',
    async (hold) => {
      const stream = streamId('existing');
      await fx.store.append(stream, 0, cardEvents(3));
      await expectOneWinner(stream, 3, hold);
    },
  );

  it('an expected version ahead of the stream is refused (no gap) and writes nothing', async () => {
    const stream = streamId('gap');
    await fx.store.append(stream, 0, cardEvents(2));
    const err = await fx.store.append(stream, 5, cardEvents(1)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConcurrencyError);
    expect(err).toMatchObject({ streamId: stream, expectedVersion: 5 });
    expect(await fx.store.readStream(stream)).toHaveLength(2);
  });

  it('a stale expected version is refused even from a second store instance (fresh cache)', async () => {
    const stream = streamId('stale');
    await fx.store.append(stream, 0, cardEvents(2));
    const other = new EventStore(fx.pool);
    await other.append(stream, 2, cardEvents(1));
    await expect(fx.store.append(stream, 2, cardEvents(1))).rejects.toBeInstanceOf(ConcurrencyError);
    const next = await fx.store.append(stream, 3, cardEvents(1));
    expect(next.nextExpectedVersion).toBe(4);
    expect((await fx.store.verify(stream)).valid).toBe(true);
  });

  it('refuses a malformed expected version or an empty append before touching the database', async () => {
    await expect(fx.store.append(streamId('bad'), -1, cardEvents(1))).rejects.toThrow(TypeError);
    await expect(fx.store.append(streamId('bad'), 1.5, cardEvents(1))).rejects.toThrow(TypeError);
    await expect(fx.store.append(streamId('bad'), 0, [])).rejects.toThrow(TypeError);
  });

  it("'any' appends at the current head", async () => {
    const stream = streamId('any');
    await fx.store.append(stream, 'any', cardEvents(2));
    const r = await fx.store.append(stream, 'any', cardEvents(1));
    expect(r).toMatchObject({ firstVersion: 3, nextExpectedVersion: 3 });
  });
});
