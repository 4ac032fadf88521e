import type { EventStore, StoredEvent } from '@ledger/event-store';
import { EVENTS_PER_PAGE } from '../ledger/paging/stream-pages';
import { yieldToLoop } from '../ledger/paging/yield-to-loop';
import { SsePageCache } from './sse-page-cache';

/** A chunk of a stream's SSE text and the last version in it. */
export interface SseChunk {
  text: string;
  last: number;
}

/** Where to read and how to format. */
export interface SsePagesSource {
  store: EventStore;
  clubId: string;
  sessionId: string;
  format: (e: StoredEvent) => string;
  /** Kept texts of full aligned pages (none: every page read and formatted). */
  cache?: SsePageCache;
  /** Events per page (default EVENTS_PER_PAGE). */
  size?: number;
}

/**
 * A session's events from `from` on as SSE text, one page per query and the loop free between pages (ADR
 * 0019). Pages are aligned (versions k·n+1 … (k+1)·n; the first one may start inside its page), so that every
 * client catching up reads the same pages, and a full aligned page comes from the cache when it is kept there.
 */
export async function* ssePages(src: SsePagesSource, from: number): AsyncGenerator<SseChunk, void, void> {
  const n = src.size ?? EVENTS_PER_PAGE;
  for (let start = from; ;) {
    const end = Math.ceil(start / n) * n;
    const aligned = start === end - n + 1;
    const key = `${src.clubId}/${src.sessionId}/${start}/${n}`;
    const kept = aligned ? src.cache?.get(key) : undefined;
    if (kept !== undefined) {
      yield { text: kept, last: end };
    } else {
      const page = await src.store.readStream(src.sessionId, { clubId: src.clubId, from: start, to: end });
      if (page.length === 0) return;
      const text = page.map(src.format).join('');
      const full = page.length === end - start + 1;
      if (aligned && full) src.cache?.set(key, text);
      yield { text, last: page[page.length - 1].version };
      if (!full) return;
    }
    start = end + 1;
    await yieldToLoop();
  }
}
