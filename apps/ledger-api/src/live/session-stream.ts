import type { EventStore, StoredEvent } from '@ledger/event-store';
import type { ServerResponse } from 'node:http';
import { Observable, Subscription, timer } from 'rxjs';
import { eventBody } from '../reads/list-events/event-body';
import { SsePageCache } from './sse-page-cache';
import { ssePages } from './sse-pages';

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** Client reconnection delay announced with `retry:`. */
export const RETRY_MS = 3_000;

/** One open `text/event-stream` response of one session. */
export interface StreamTarget {
  store: EventStore;
  clubId: string;
  sessionId: string;
  /** The last version the client has seen (0 for all). */
  after: number;
  /** The raw response, its head already written (the reply was hijacked from Fastify). */
  res: ServerResponse;
  /** Notifications: read the store again now. */
  wake: Observable<unknown>;
  /** Ends the stream. */
  end: Observable<unknown>;
  /** Kept SSE text of full pages, shared by every stream of this process. */
  pages?: SsePageCache;
  /** Called once when the stream closes, whatever closed it (frees its place under the stream caps). */
  onClose?: () => void;
}

/** Formats one event as a server-sent event: `id` is the stream version, `data` the event as `GET .../events` shows it. */
export function sseFrame(e: StoredEvent): string {
  return `id: ${e.version}\ndata: ${JSON.stringify(eventBody(e))}\n\n`;
}

/** Resolves once the response can take more (or has closed). */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Streams a session's events from `after` on: reads the store on every notification (from any
 * process, by LISTEN/NOTIFY; no polling), one read at a time from the last version it sent, so a
 * client never misses an event and never gets one twice.
 */
export function runStream(t: StreamTarget): void {
  let after = t.after;
  let reading = false;
  let again = false;
  let closed = false;
  let lastWrite = Date.now();
  const subs: Subscription[] = [];
  const close = () => {
    if (closed) return;
    closed = true;
    subs.forEach((s) => s.unsubscribe());
    t.onClose?.();
    if (!t.res.writableEnded) t.res.end();
  };
  const write = (text: string | Buffer): boolean => {
    lastWrite = Date.now();
    return t.res.write(text);
  };
  const read = async (): Promise<void> => {
    if (reading) return void (again = true);
    reading = true;
    try {
      do {
        again = false;
        // A page per query, the loop free between pages, and no next page before the client has taken
        // the last one (ADR 0019): a catch-up on a long session never holds the loop or the memory whole.
        const source = { store: t.store, clubId: t.clubId, sessionId: t.sessionId, format: sseFrame, cache: t.pages };
        for await (const chunk of ssePages(source, after + 1)) {
          if (closed) return;
          const flowing = write(chunk.bytes);
          after = chunk.last;
          if (!flowing) await drained(t.res);
          if (closed) return;
        }
      } while (again && !closed);
    } catch {
      close();
    } finally {
      reading = false;
    }
  };
  const heartbeat = () => {
    if (!closed && Date.now() - lastWrite >= HEARTBEAT_MS) write(': keep-alive\n\n');
  };
  t.res.on('close', close);
  subs.push(t.end.subscribe(close));
  subs.push(t.wake.subscribe(() => void read()));
  subs.push(timer(HEARTBEAT_MS, HEARTBEAT_MS).subscribe(heartbeat));
  write(`retry: ${RETRY_MS}\n\n`);
  void read();
}
