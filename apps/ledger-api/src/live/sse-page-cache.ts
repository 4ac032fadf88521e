import { Injectable } from '@nestjs/common';

/** Bytes (UTF-16 code units, about) of SSE text kept per API process. */
export const SSE_CACHE_CHARS = 8 * 1024 * 1024;

/**
 * The server-sent-event text of full, aligned pages of a session's events (versions k·n+1 … (k+1)·n), kept
 * by recency up to SSE_CACHE_CHARS. Events never change once written, so a page's text is the same for
 * every client: a flood of streams catching up on one long session reads and formats each page once instead
 * of once per stream (issue 18.6: the catch-ups' allocations were the GC pauses behind the health tail).
 */
@Injectable()
export class SsePageCache {
  private readonly pages = new Map<string, string>();
  private chars = 0;
  private maxChars = SSE_CACHE_CHARS;

  /** A cache of another bound (tests); Nest makes the one of SSE_CACHE_CHARS. */
  static bounded(maxChars: number): SsePageCache {
    const cache = new SsePageCache();
    cache.maxChars = maxChars;
    return cache;
  }

  /** The kept text of a page, or undefined; a hit becomes the most recent. */
  get(key: string): string | undefined {
    const text = this.pages.get(key);
    if (text === undefined) return undefined;
    this.pages.delete(key);
    this.pages.set(key, text);
    return text;
  }

  /** Keeps a page's text, forgetting the least recent pages past the bound (a page over a quarter of it is not kept). */
  set(key: string, text: string): void {
    if (text.length > this.maxChars / 4 || this.pages.has(key)) return;
    this.pages.set(key, text);
    this.chars += text.length;
    for (const [k, v] of this.pages) {
      if (this.chars <= this.maxChars) break;
      this.pages.delete(k);
      this.chars -= v.length;
    }
  }

  /** Pages kept (tests). */
  get size(): number {
    return this.pages.size;
  }
}
