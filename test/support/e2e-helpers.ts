import { LedgerClient, TestClub } from './ledger-client';
import { Play, Seat } from './table-play';

/** The session's stream version and its number of events (they are the same: one event, one version). */
export async function streamState(
  api: LedgerClient,
  key: string,
  session: string,
): Promise<{ version: number; events: number }> {
  const s = await api.get(key, `/v1/sessions/${session}`);
  if (s.status !== 200) throw new Error(`session: ${s.status} ${s.text}`);
  let events = 0;
  let after = 0;
  for (;;) {
    const page = await api.get(key, `/v1/sessions/${session}/events?after=${after}&limit=1000`);
    if (page.status !== 200) throw new Error(`events: ${page.status} ${page.text}`);
    events += page.body.events.length;
    if (!page.body.next) break;
    after = page.body.next;
  }
  return { version: s.body.version, events };
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
  const res = await api.post(club.scorer, `/v1/sessions/${session}/deals`, body);
  if (res.status !== 201) throw new Error(`deal: ${res.status} ${res.text}`);
  return res.body;
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
