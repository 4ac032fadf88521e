import { useEffect, useRef, useState } from 'preact/hooks';
import { get } from '../api';
import { checkDelay, checked, newCheckClock } from '../logic/check-schedule';
import { checkWords, type Verification } from '../logic/check-words';
import { eventWords } from '../logic/event-words';
import type { LiveStatus, StreamEvent } from './use-live';
import { errorText } from './use-load';

const STATUS_WORDS: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  refused: 'Not live: the key was refused for this session',
};

/** The live feed: the session's latest events in words, newest first, as the stream brings them. */
export function LiveFeed({ status, feed }: { status: LiveStatus; feed: StreamEvent[] }) {
  return (
    <section class="card no-print live-feed" aria-labelledby="feed-h">
      <h2 id="feed-h">Live feed</h2>
      <p id="live-status" class={status === 'live' ? 'ok' : 'muted'}>
        {STATUS_WORDS[status]}
      </p>
      <ol id="feed" aria-label="Latest events, newest first" tabIndex={0}>
        {feed.map((e) => (
          <li key={e.version}>
            v{e.version}
            {typeof e.data?.deal === 'number' ? ` · deal ${e.data.deal}` : ''} · {eventWords(e)}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The server's check of the session (`GET .../verification`), asked for when the sheet opens, after a
 * ruling moment (a deal's end, a revoke claim, a ruling: `moments` counts them) and otherwise once a
 * minute at most while the session moves (issue 18.3); shown with what it checked and what it cannot prove.
 */
export function ServerCheck({ id, version, moments }: { id: string; version: number; moments: number }) {
  const clock = useRef(newCheckClock());
  const seen = useRef(moments);
  const [shown, setShown] = useState<{ v?: Verification; error?: string; at: number; version: number } | null>(null);
  if (moments !== seen.current) {
    seen.current = moments;
    clock.current = { ...clock.current, wanted: true };
  }
  useEffect(() => {
    if (!version) return;
    const delay = checkDelay(clock.current, version, Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => {
      clock.current = checked(version, Date.now());
      get<Verification>(`/v1/sessions/${id}/verification`).then(
        (v) => setShown({ v, at: Date.now(), version }),
        (e) => setShown({ error: errorText(e), at: Date.now(), version }),
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [id, version, moments]);
  const words = shown?.v && checkWords(shown.v);
  return (
    <section class="card no-print server-check" aria-labelledby="check-h">
      <h2 id="check-h">Server check</h2>
      {!shown ? (
        <p class="muted">Asking the server to check the session…</p>
      ) : shown.error ? (
        <p class="problem">The check could not be read: {shown.error}</p>
      ) : (
        words && (
          <>
            <p id="chain-status" class={words.ok ? 'ok' : 'problem'}>
              {words.ok ? 'All held' : 'Something did NOT hold'} at version {shown.version} (checked{' '}
              {new Date(shown.at).toLocaleTimeString()}):
            </p>
            <ul class="check-lines">
              {words.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
            {words.limits && (
              <details class="small">
                <summary>What this check cannot prove</summary>
                <p class="muted">{words.limits}</p>
              </details>
            )}
          </>
        )
      )}
      <p class="muted small">
        Asked again at a deal’s end, after a revoke claim or a ruling, else once a minute at most.
      </p>
    </section>
  );
}
