import type { StoredEvent } from '@ledger/event-store';
import {
  cardEvents,
  openStoreFixture,
  StoreFixture,
  streamId,
} from '../../../../libs/event-store/src/testing/store-fixture';
import { SsePageCache } from './sse-page-cache';
import { SseChunk, ssePages } from './sse-pages';

const format = (e: StoredEvent) => `id: ${e.version}\n\n`;
const ids = (text: string) => [...text.matchAll(/id: (\d+)/g)].map((m) => Number(m[1]));
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

async function all(it: AsyncGenerator<SseChunk>): Promise<SseChunk[]> {
  const out: SseChunk[] = [];
  for await (const c of it) out.push(c);
  return out;
}

describe('the SSE catch-up in aligned pages, full pages kept once for every stream (issue 18.6)', () => {
  let fx: StoreFixture;
  beforeAll(async () => {
    fx = await openStoreFixture('sse_pages', 4);
  });
  afterAll(() => fx.close());

  it('gives every event once in order, from any version, and reads a full page once for all streams', async () => {
    const s = streamId('sse');
    await fx.store.append(s, 0, cardEvents(23));
    const cache = new SsePageCache();
    const reads = jest.spyOn(fx.store, 'readStream');
    const src = {
      store: fx.store,
      clubId: '00000000-0000-0000-0000-000000000000',
      sessionId: s,
      format,
      cache,
      size: 5,
    };

    const first = await all(ssePages(src, 1));
    expect(first.map((c) => c.last)).toEqual([5, 10, 15, 20, 23]);
    expect(ids(first.map((c) => c.text).join(''))).toEqual(range(1, 23));
    expect(cache.size).toBe(4); // 1-5 … 16-20; the partial 21-23 is not kept
    expect(reads).toHaveBeenCalledTimes(5);

    reads.mockClear();
    const again = await all(ssePages(src, 1)); // a second stream catching up: only the partial tail is read
    expect(ids(again.map((c) => c.text).join(''))).toEqual(range(1, 23));
    expect(reads).toHaveBeenCalledTimes(1);

    reads.mockClear();
    const resumed = await all(ssePages(src, 8)); // Last-Event-ID 7: 8-10 read, then aligned pages from the cache
    expect(resumed.map((c) => c.last)).toEqual([10, 15, 20, 23]);
    expect(ids(resumed.map((c) => c.text).join(''))).toEqual(range(8, 23));
    expect(reads).toHaveBeenCalledTimes(2);

    await fx.store.append(s, 23, cardEvents(2, 24)); // the page 21-25 is full now
    const tail = await all(ssePages(src, 21));
    expect(ids(tail.map((c) => c.text).join(''))).toEqual(range(21, 25));
    expect(cache.size).toBe(5);
    expect(await all(ssePages(src, 26))).toEqual([]);
    reads.mockRestore();
  });

  it('the cache forgets the least recent pages past its bound', () => {
    const cache = SsePageCache.bounded(40);
    cache.set('a', 'x'.repeat(10));
    cache.set('b', 'y'.repeat(10));
    cache.set('c', 'z'.repeat(10));
    expect(cache.get('a')).toBe('x'.repeat(10)); // a is the most recent now
    cache.set('d', 'w'.repeat(10));
    cache.set('e', 'v'.repeat(10)); // 50 > 40: b, the least recent, goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.set('huge', 'h'.repeat(11)); // over a quarter of the bound: not kept
    expect(cache.get('huge')).toBeUndefined();
  });
});
