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

describe('EventStore.readStreamData (the lean read SessionLoader folds)', () => {
  let fx: StoreFixture;
  beforeAll(async () => {
    fx = await openStoreFixture('readdata', 2, { upcasters });
  });
  afterAll(() => fx.close());

  it('returns version, type, shape version and upcast data exactly as readStream does, with ranges and clubs', async () => {
    const stream = streamId('s');
    const clubId = '22222222-2222-4222-8222-222222222222';
    await fx.store.append(
      stream,
      0,
      [
        { type: 'CardPlayed', data: { card: 'AS' } },
        { type: 'Noted', data: { n: 1 } },
      ],
      { clubId, metadata: { actor: 'north' } },
    );
    await fx.store.append(stream, 2, [{ type: 'CardPlayed', schemaVersion: 2, data: { rank: 'K', suit: 'H' } }], {
      clubId,
    });
    const full = await fx.store.readStream(stream, { clubId });
    const lean = await fx.store.readStreamData(stream, { clubId });
    expect(lean).toEqual(
      full.map((e) => ({ version: e.version, type: e.type, schemaVersion: e.schemaVersion, data: e.data })),
    );
    expect(lean[0].data).toEqual({ rank: 'A', suit: 'S' });
    expect((await fx.store.readStreamData(stream, { clubId, from: 2, to: 2 })).map((e) => e.version)).toEqual([2]);
    expect(await fx.store.readStreamData(stream, { clubId, from: 4 })).toEqual([]);
    expect(await fx.store.readStreamData(stream)).toEqual([]); // other club
    await expect(fx.store.readStreamData('nope', { required: true })).rejects.toBeInstanceOf(StreamNotFoundError);
  });
});
