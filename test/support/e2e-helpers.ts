import { LedgerClient, TestClub } from './ledger-client';
import { Play, Seat } from './table-play';
import { bearer, call, PostBody } from './typed-api';

/** The session's stream version and its number of events (they are the same: one event, one version). */
export async function streamState(
  api: LedgerClient,
  key: string,
  session: string,
): Promise<{ version: number; events: number }> {
  const s = await call(api.api, 'get', key, '/v1/sessions/{sessionId}', { sessionId: session });
  let events = 0;
  let after = 0;
  for (;;) {
    const page = await api.api.GET('/v1/sessions/{sessionId}/events', {
      params: { path: { sessionId: session }, query: { after, limit: 1000 } },
      headers: bearer(key),
    });
    if (!page.data) throw new Error(`events: ${page.response.status} ${JSON.stringify(page.error)}`);
    events += page.data.events.length;
    if (!page.data.next) break;
    after = page.data.next;
  }
  return { version: s.version, events };
}

/** Starts the next deal with recorded hands (or none) and insists on 201. */
export async function startDeal(
  api: LedgerClient,
  club: TestClub,
  session: string,
  body: {
    dealer: Seat;
    hands?: Record<Seat, readonly string[]> | Record<Seat, string>;
    trumpCard?: string;
    trumpSuit?: string;
  },
): Promise<{ number: number; version: number }> {
  const path = '/v1/sessions/{sessionId}/deals';
  // Suites hold suits and seats in plain strings; the server checks them (and the answer is checked against the document).
  const deal = await call(api.api, 'post', club.scorer, path, { sessionId: session }, body as PostBody<typeof path>);
  return deal;
}

/** Plays cards in order, returning the last write response. */
export async function play(
  api: LedgerClient,
  key: string,
  session: string,
  deal: number,
  plays: readonly Play[],
): Promise<{ version: number; events: { type: string }[]; irregularities: unknown[] }> {
  let last: { version: number; events: { type: string }[]; irregularities: unknown[] } | undefined;
  for (const p of plays) last = await api.fact(key, session, deal, 'plays', p);
  return last!;
}

/** GET a JSON read and insist on 200. */
export async function read<T = any>(api: LedgerClient, key: string, path: string): Promise<T> {
  const res = await api.get(key, path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.body as T;
}

/** The session's audit: hash chain and replay. */
export function verification(api: LedgerClient, key: string, session: string) {
  return read(api, key, `/v1/sessions/${session}/verification`);
}
