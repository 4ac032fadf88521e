import { EventStore } from './event-store';
import { StreamNotFoundError } from './errors/stream-not-found-error';
import { JsonValue } from './types';
import { openStoreFixture, StoreFixture, streamId } from './testing/store-fixture';

/** CardPlayed v1 stored `{ card: 'AS' }`; v2 splits it into rank and suit. */
const upcasters = {
  CardPlayed: (data: JsonValue, schemaVersion: number): JsonValue => {
    const d = data as { card: string };
    return schemaVersion >= 2 ? data : { rank: d.card[0], suit: d.card[1] };
  },
};

describe('EventStore.readStream', () => {
  let fx: StoreFixture;
  beforeAll(async () => {
    fx = await openStoreFixture('readstream', 4, { upcasters });
  });
  afterAll(() => fx.close());

  it('returns the stored fields, a version range, and upcasts old shapes on read', async () => {
    const stream = streamId('s');
    const clubId = '11111111-1111-4111-8111-111111111111';
    await fx.store.append(stream, 0, [{ type: 'CardPlayed', data: { card: 'AS' } }], {
      clubId,
      metadata: { actor: 'north', requestId: 'r1' },
    });
    await fx.store.append(stream, 1, [{ type: 'CardPlayed', schemaVersion: 2, data: { rank: 'K', suit: 'H' } }], {
      clubId,
    });
    const [v1, v2] = await fx.store.readStream(stream, { clubId });
    expect(v1).toMatchObject({
      version: 1,
      schemaVersion: 1,
      data: { rank: 'A', suit: 'S' },
      metadata: { actor: 'north' },
      prevHash: null,
    });
    expect(v2).toMatchObject({ version: 2, schemaVersion: 2, data: { rank: 'K', suit: 'H' }, prevHash: v1.hash });
    expect(v1.recordedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(v2.position).toBeGreaterThan(v1.position);
    expect((await fx.store.readStream(stream, { clubId, from: 2 })).map((e) => e.version)).toEqual([2]);
    expect(await fx.store.readStream(stream)).toEqual([]); // other club
    expect(await fx.store.verify(stream, { clubId })).toEqual({ valid: true, eventsChecked: 2 });
  });

  it("stores each event's metadata whether the events of an append share it or not (the two row shapes)", async () => {
    const stream = streamId('meta');
    const clubId = '11111111-1111-4111-8111-111111111111';
    const shared = { actor: 'north', requestId: 'r2' };
    // Shared: one metadata for the three events (sent once).
    await fx.store.append(
      stream,
      0,
      ['AS', 'KS', 'QS'].map((card) => ({ type: 'CardPlayed', schemaVersion: 2, data: { card } })),
      { clubId, metadata: shared, idempotency: { key: 'meta-shared' } },
    );
    // Each: the second event adds its own field, so every row carries its own metadata.
    await fx.store.append(
      stream,
      3,
      [
        { type: 'CardPlayed', schemaVersion: 2, data: { card: 'JS' } },
        { type: 'CardPlayed', schemaVersion: 2, data: { card: 'TS' }, metadata: { note: 'late' } },
      ],
      { clubId, metadata: shared },
    );
    const events = await fx.store.readStream(stream, { clubId });
    expect(events.map((e) => [e.version, (e.data as { card: string }).card, e.metadata])).toEqual([
      [1, 'AS', shared],
      [2, 'KS', shared],
      [3, 'QS', shared],
      [4, 'JS', shared],
      [5, 'TS', { ...shared, note: 'late' }],
    ]);
    expect(await fx.store.verify(stream, { clubId })).toEqual({ valid: true, eventsChecked: 5 });
  });

  it('throws StreamNotFoundError for a missing stream when required', async () => {
    await expect(fx.store.readStream('nope', { required: true })).rejects.toBeInstanceOf(StreamNotFoundError);
  });

  it('reads a long session stream whole and in order (its speed is measured by `npm run bench`, long-session lines)', async () => {
    const stream = streamId('long');
    const store = new EventStore(fx.pool);
    for (let v = 0; v < 3000; v += 60) {
      await store.append(
        stream,
        v,
        Array.from({ length: 60 }, (_, i) => ({
          type: 'CardPlayed',
          schemaVersion: 2,
          data: { rank: 'A', suit: 'S', n: v + i },
        })),
      );
    }
    const events = await store.readStream(stream);
    expect(events).toHaveLength(3000);
    expect(events.every((e, i) => e.version === i + 1 && (e.data as { n: number }).n === i)).toBe(true);
    expect(events.every((e, i) => i === 0 || e.prevHash === events[i - 1].hash)).toBe(true);
    expect((await store.readStream(stream, { from: 2990 })).map((e) => e.version)).toEqual([
      2990, 2991, 2992, 2993, 2994, 2995, 2996, 2997, 2998, 2999, 3000,
    ]);
  });
});
