import type { EventStore, StoredEvent } from '@ledger/event-store';
import { yieldToLoop } from './yield-to-loop';

/** Events per query of a paged stream read: a page parses and folds in a few milliseconds. */
export const EVENTS_PER_PAGE = 250;

/** A slice of a stream to read in pages: versions `from`..`to` (both inclusive; `to` default: to the end). */
export interface PagedRange {
  clubId: string;
  from: number;
  to?: number;
  /** Events per page (default EVENTS_PER_PAGE). */
  size?: number;
}

/**
 * A stream's events in version order, one query per page, yielding to the event loop between pages, so
 * that no read of a long session holds the loop for the whole stream (issue 18.3, ADR 0019).
 */
export async function* streamPages(
  store: EventStore,
  streamId: string,
  range: PagedRange,
): AsyncGenerator<StoredEvent[], void, void> {
  const size = range.size ?? EVENTS_PER_PAGE;
  const last = range.to ?? 2_147_483_647;
  for (let from = range.from; from <= last;) {
    const to = Math.min(last, from + size - 1);
    const page = await store.readStream(streamId, { clubId: range.clubId, from, to });
    if (page.length === 0) return;
    yield page;
    if (page.length < to - from + 1) return;
    from = to + 1;
    await yieldToLoop();
  }
}
