import { useEffect, useRef, useState } from 'preact/hooks';
import { KEY_STORE } from '../api';
import { SseParser } from '../logic/sse';

/** One event of the session's stream (as `GET .../events` shows it). */
export interface StreamEvent {
  version: number;
  type: string;
  data?: Record<string, unknown>;
  recordedAt?: string;
}

/** Where the live feed stands. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'refused';

/** How many of the latest events the feed shows (and asks for when it opens). */
export const FEED_LENGTH = 30;

/**
 * The session's server-sent events stream (`GET /v1/sessions/{id}/stream`) read with fetch streaming
 * (the key goes in the Authorization header). It opens after the latest FEED_LENGTH events, resumes
 * with `Last-Event-ID` after a drop (waiting the `retry:` the server announced), and stops on 401, 403
 * or 404. `onEvent` hears each event once, in order.
 */
export function useLive(
  sessionId: string,
  startAfter: number | undefined,
  onEvent: (e: StreamEvent) => void,
): { status: LiveStatus; feed: StreamEvent[]; version: number } {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [feed, setFeed] = useState<StreamEvent[]>([]);
  const [version, setVersion] = useState(0);
  const hear = useRef(onEvent);
  hear.current = onEvent;
  const started = startAfter !== undefined;
  useEffect(() => {
    if (!started) return;
    let last = Math.max(0, (startAfter ?? 0) - FEED_LENGTH);
    let retryMs = 3_000;
    let stopped = false;
    let ctrl: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = async (): Promise<void> => {
      ctrl = new AbortController();
      const parser = new SseParser();
      let refused = false;
      try {
        const res = await fetch(`/v1/sessions/${sessionId}/stream`, {
          headers: {
            Authorization: `Bearer ${localStorage.getItem(KEY_STORE) ?? ''}`,
            Accept: 'text/event-stream',
            'Last-Event-ID': String(last),
          },
          cache: 'no-store',
          signal: ctrl.signal,
        });
        if (res.status === 401 || res.status === 403 || res.status === 404) refused = true;
        else if (res.ok && res.body) {
          setStatus('live');
          document.body.dataset.live = 'yes';
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            const got: StreamEvent[] = [];
            for (const m of parser.push(value)) {
              const e = JSON.parse(m.data) as StreamEvent;
              if (e.version <= last) continue; // already heard (a resume never repeats, but be sure)
              last = e.version;
              got.push(e);
              hear.current(e);
            }
            if (parser.retryMs) retryMs = parser.retryMs;
            if (got.length) {
              setFeed((f) => [...got.reverse(), ...f].slice(0, FEED_LENGTH));
              setVersion(last);
            }
          }
        }
      } catch {
        /* dropped: resume below */
      }
      delete document.body.dataset.live;
      if (stopped) return;
      if (refused) {
        setStatus('refused');
        return;
      }
      setStatus('reconnecting');
      timer = setTimeout(() => void connect(), retryMs);
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      ctrl?.abort();
      delete document.body.dataset.live;
    };
  }, [sessionId, started]);
  return { status, feed, version };
}
