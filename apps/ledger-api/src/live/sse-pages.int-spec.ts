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
const ids = (chunks: SseChunk[]) =>
  [
    ...Buffer.concat(chunks.map((c) => c.bytes))
      .toString()
      .matchAll(/id: (\d+)/g),
  ].map((m) => Number(m[1]));
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

  /** The catch-up source of stream `s` in pages of 5. */
  const source = (s: string, cache: SsePageCache) => ({
    store: fx.store,
    clubId: '00000000-0000-0000-0000-000000000000',
    sessionId: s,
    format,
    cache,
    size: 5,
  });
  /** Reads versions 1-5 of stream `s` as a page (after `wait`, when given). */
  const readFirstFive = async (s: string, wait?: Promise<void>) => {
    const page = await fx.store.readStream(s, { from: 1, to: 5 });
    await wait;
    return { bytes: Buffer.from(page.map(format).join('')), last: page.length, full: page.length === 5 };
  };

  it('gives every event once in order, from any version, and reads a full page once for all streams', async () => {
    const s = streamId('sse');
    await fx.store.append(s, 0, cardEvents(23));
    const cache = new SsePageCache();
    const reads = jest.spyOn(fx.store, 'readStream');
    const src = source(s, cache);

    const first = await all(ssePages(src, 1));
    expect(first.map((c) => c.last)).toEqual([5, 10, 15, 20, 23]);
    expect(ids(first)).toEqual(range(1, 23));
    expect(cache.size).toBe(4); // 1-5 … 16-20; the partial 21-23 is not kept
    expect(reads).toHaveBeenCalledTimes(5);

    reads.mockClear();
    const again = await all(ssePages(src, 1)); // a second stream catching up: only the partial tail is read
    expect(ids(again)).toEqual(range(1, 23));
    expect(reads).toHaveBeenCalledTimes(1);

    reads.mockClear();
    const resumed = await all(ssePages(src, 8)); // Last-Event-ID 7: 8-10 read, then aligned pages from the cache
    expect(resumed.map((c) => c.last)).toEqual([10, 15, 20, 23]);
    expect(ids(resumed)).toEqual(range(8, 23));
    expect(reads).toHaveBeenCalledTimes(2);

    await fx.store.append(s, 23, cardEvents(2, 24)); // the page 21-25 is full now
    const tail = await all(ssePages(src, 21));
    expect(ids(tail)).toEqual(range(21, 25));
    expect(cache.size).toBe(5);
    expect(await all(ssePages(src, 26))).toEqual([]);
    reads.mockRestore();
  });

  it('streams that start together share each full page read in flight, and write the same bytes', async () => {
    const s = streamId('sse-together');
    await fx.store.append(s, 0, cardEvents(23));
    const cache = new SsePageCache();
    const reads = jest.spyOn(fx.store, 'readStream');
    const src = source(s, cache);

    const [a, b] = await Promise.all([all(ssePages(src, 1)), all(ssePages(src, 1))]);
    expect(ids(a)).toEqual(range(1, 23));
    expect(ids(b)).toEqual(range(1, 23));
    // 1-5 … 16-20 read once for both; the partial 21-23 is read by each (a joiner never trusts a partial page).
    expect(reads).toHaveBeenCalledTimes(6);
    expect(a[0].bytes).toBe(b[0].bytes);
    expect(a[4].bytes).not.toBe(b[4].bytes);
    reads.mockRestore();
  });

  it('a joiner whose shared read found a partial page reads again and gets events committed since', async () => {
    const s = streamId('sse-joiner');
    await fx.store.append(s, 0, cardEvents(3));
    const cache = new SsePageCache();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const first = cache.load('k', () => readFirstFive(s, gate)); // in flight while two more events commit
    await fx.store.append(s, 3, cardEvents(2, 4));
    const joined = cache.load('k', () => readFirstFive(s));
    release();
    expect((await first)?.last).toBe(3);
    expect((await joined)?.last).toBe(5);
    expect(cache.size).toBe(1); // the joiner's full page is kept
  });

  it('the cache forgets the least recent pages past its bound', () => {
    const page = (c: string, n: number) => ({ bytes: Buffer.from(c.repeat(n)), last: n, full: true });
    const cache = SsePageCache.bounded(40);
    cache.set('a', page('x', 10));
    cache.set('b', page('y', 10));
    cache.set('c', page('z', 10));
    expect(cache.get('a')?.bytes.toString()).toBe('x'.repeat(10)); // a is the most recent now
    cache.set('d', page('w', 10));
    cache.set('e', page('v', 10)); // 50 > 40: b, the least recent, goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.set('huge', page('h', 11)); // over a quarter of the bound: not kept
    expect(cache.get('huge')).toBeUndefined();
  });
});
