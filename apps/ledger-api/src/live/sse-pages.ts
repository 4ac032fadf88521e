import type { EventStore, StoredEvent } from '@ledger/event-store';
import { EVENTS_PER_PAGE } from '../ledger/paging/stream-pages';
import { yieldToLoop } from '../ledger/paging/yield-to-loop';
import { SsePage, SsePageCache } from './sse-page-cache';

/** A chunk of a stream's SSE bytes and the last version in it. */
export interface SseChunk {
  bytes: Buffer;
  last: number;
}

/** Where to read and how to format. */
export interface SsePagesSource {
  store: EventStore;
  clubId: string;
  sessionId: string;
  format: (e: StoredEvent) => string;
  /** Kept bytes of full aligned pages (none: every page read and formatted). */
  cache?: SsePageCache;
  /** Events per page (default EVENTS_PER_PAGE). */
  size?: number;
}

/**
 * A session's events from `from` on as SSE bytes, one page per query and the loop free between pages (ADR
 * 0019). Pages are aligned (versions k·n+1 … (k+1)·n; the first one may start inside its page), so that every
 * client catching up reads the same pages, and a full aligned page comes from the cache when it is kept there
 * (or from the read of it already in flight for another stream).
 */
export async function* ssePages(src: SsePagesSource, from: number): AsyncGenerator<SseChunk, void, void> {
  const n = src.size ?? EVENTS_PER_PAGE;
  for (let start = from; ;) {
    const end = Math.ceil(start / n) * n;
    const aligned = start === end - n + 1;
    const read = () => readPage(src, start, end);
    const page =
      aligned && src.cache ? await src.cache.load(`${src.clubId}/${src.sessionId}/${start}/${n}`, read) : await read();
    if (page === undefined) return;
    yield { bytes: page.bytes, last: page.last };
    if (!page.full) return;
    start = end + 1;
    await yieldToLoop();
  }
}

/** Versions `start` … `end` read and formatted (undefined: none there yet). */
async function readPage(src: SsePagesSource, start: number, end: number): Promise<SsePage | undefined> {
  const page = await src.store.readStream(src.sessionId, { clubId: src.clubId, from: start, to: end });
  if (page.length === 0) return undefined;
  return {
    bytes: Buffer.from(page.map(src.format).join('')),
    last: page[page.length - 1].version,
    full: page.length === end - start + 1,
  };
}
