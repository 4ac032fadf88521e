import { Injectable } from '@nestjs/common';

/** Bytes of SSE text kept per API process. */
export const SSE_CACHE_BYTES = 8 * 1024 * 1024;

/** One page of a stream as it goes on the wire: its SSE bytes, the last version in it, and whether it was full. */
export interface SsePage {
  bytes: Buffer;
  last: number;
  full: boolean;
}

/**
 * The server-sent-event bytes of full, aligned pages of a session's events (versions k·n+1 … (k+1)·n), kept
 * by recency up to SSE_CACHE_BYTES. Events never change once written, so a page's bytes are the same for
 * every client: a flood of streams catching up on one long session reads, formats and encodes each page once
 * instead of once per stream (issue 18.6: the catch-ups' allocations were the GC pauses behind the health
 * tail). Streams that start together share the one read in flight (ADR 0031), and every stream writes the same
 * Buffer, so no write encodes the text again.
 */
@Injectable()
export class SsePageCache {
  private readonly pages = new Map<string, SsePage>();
  private readonly reading = new Map<string, Promise<SsePage | undefined>>();
  private bytes = 0;
  private maxBytes = SSE_CACHE_BYTES;

  /** A cache of another bound (tests); Nest makes the one of SSE_CACHE_BYTES. */
  static bounded(maxBytes: number): SsePageCache {
    const cache = new SsePageCache();
    cache.maxBytes = maxBytes;
    return cache;
  }

  /** The kept page, or undefined; a hit becomes the most recent. */
  get(key: string): SsePage | undefined {
    const page = this.pages.get(key);
    if (page === undefined) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /**
   * The page of `key`: kept, or read by `read` (undefined: no events there). A read already in flight for the
   * key is shared when it found a full page; a joiner that finds it partial or empty reads again on its own,
   * since events committed after that read began (the joiner may have been woken by them) would be missing.
   */
  async load(key: string, read: () => Promise<SsePage | undefined>): Promise<SsePage | undefined> {
    const kept = this.get(key);
    if (kept) return kept;
    const inFlight = this.reading.get(key);
    if (inFlight) {
      const shared = await inFlight.catch(() => undefined);
      if (shared?.full) return shared;
    }
    const run = read();
    if (!this.reading.has(key)) this.reading.set(key, run);
    try {
      const page = await run;
      if (page?.full) this.set(key, page);
      return page;
    } finally {
      if (this.reading.get(key) === run) this.reading.delete(key);
    }
  }

  /** Keeps a full page, forgetting the least recent pages past the bound (a page over a quarter of it is not kept). */
  set(key: string, page: SsePage): void {
    if (page.bytes.length > this.maxBytes / 4 || this.pages.has(key)) return;
    this.pages.set(key, page);
    this.bytes += page.bytes.length;
    for (const [k, v] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(k);
      this.bytes -= v.bytes.length;
    }
  }

  /** Pages kept (tests). */
  get size(): number {
    return this.pages.size;
  }
}
