import { asDownloadedEvent, DownloadedEvent } from './downloaded-event';
import { LedgerHttp } from './ledger-http';

/** A leaf as the server claims it: which event, and that event's hash (hex). */
export interface ClaimedLeaf {
  leaf: number;
  sessionId: string;
  version: number;
  hash: string;
}

/** A signed checkpoint the server kept, as it serves it. */
export interface ServedCheckpoint {
  size: number;
  note: string;
}

const PAGE = 1000;

/** The leaves [0, size) in pages of 1000; throws if the server skips, repeats or misnumbers one. */
export async function downloadLeaves(http: LedgerHttp, club: string, size: number): Promise<ClaimedLeaf[]> {
  const out: ClaimedLeaf[] = [];
  for (let start = 0; start < size; start += PAGE) {
    const end = Math.min(size, start + PAGE);
    const page = (await http.json(`/v1/clubs/${club}/log/leaves?start=${start}&end=${end}`)) as ClaimedLeaf[];
    if (!Array.isArray(page) || page.length !== end - start) {
      throw new Error(`the server returned ${Array.isArray(page) ? page.length : 'no'} leaves for [${start}, ${end})`);
    }
    for (const [i, l] of page.entries()) {
      const ok =
        l.leaf === start + i &&
        typeof l.sessionId === 'string' &&
        Number.isInteger(l.version) &&
        typeof l.hash === 'string' &&
        /^[0-9a-f]{64}$/.test(l.hash);
      if (!ok) throw new Error(`leaf ${start + i} as served is malformed: ${JSON.stringify(l).slice(0, 200)}`);
      out.push({ leaf: l.leaf, sessionId: l.sessionId, version: l.version, hash: l.hash });
    }
  }
  return out;
}

/** Every signed checkpoint the server kept with size ≤ `to`, oldest first. */
export async function downloadCheckpoints(http: LedgerHttp, club: string, to: number): Promise<ServedCheckpoint[]> {
  const out: ServedCheckpoint[] = [];
  let from = 0;
  for (;;) {
    const page = (await http.json(`/v1/clubs/${club}/log/checkpoints?from=${from}&to=${to}`)) as ServedCheckpoint[];
    if (!Array.isArray(page)) throw new Error('the server returned no list of checkpoints');
    out.push(...page.filter((c) => Number.isInteger(c.size) && typeof c.note === 'string'));
    if (page.length < PAGE) return out;
    from = page[page.length - 1].size + 1;
  }
}

/** A session's events in version order (none when the server answers 404: the session is gone). */
export async function downloadEvents(http: LedgerHttp, sessionId: string): Promise<DownloadedEvent[]> {
  const out: DownloadedEvent[] = [];
  let after = 0;
  for (;;) {
    const page = (await http.jsonOrMissing(`/v1/sessions/${sessionId}/events?after=${after}&limit=${PAGE}`)) as
      { events: unknown[]; next: number | null } | undefined;
    if (!page) return out;
    if (!Array.isArray(page.events)) throw new Error(`the events of session ${sessionId} are malformed`);
    out.push(...page.events.map(asDownloadedEvent));
    if (!page.next || page.events.length === 0) return out;
    after = page.next;
  }
}

/** A score-sheet as served: the view (without the version and checkpoint lines added to it) and its version. */
export interface ServedSheet {
  body: object;
  version: number;
}

/** The server's score-sheet of a session, or undefined when it answers 404. */
export async function downloadScoresheet(http: LedgerHttp, sessionId: string): Promise<ServedSheet | undefined> {
  const sheet = (await http.jsonOrMissing(`/v1/sessions/${sessionId}/scoresheet`)) as Record<string, unknown>;
  if (sheet === undefined) return undefined;
  // the checkpoint and the seated players are read beside the sheet, not folded from the events
  const { checkpoint: _checkpoint, seated: _seated, version, ...body } = sheet;
  return { body, version: Number(version) };
}
