import { Client } from 'pg';
import { Ack } from './table-loop';
import { LedgerWriter } from './ledger-writer';

/** What the audit after a run found; `problems` empty means every guarantee held. */
export interface AuditReport {
  sessions: number;
  events: number;
  acknowledged: number;
  verified: number;
  problems: string[];
}

interface Row {
  stream_id: string;
  version: number;
  type: string;
  data: { deal?: number; seat?: string; card?: string };
}

/**
 * After a run: every acknowledged write is in the log exactly once (and nothing unacknowledged is),
 * no stream has a gap or a duplicate version, and for every session the hash chain verifies and the
 * projections equal a replay of the events (`GET /v1/sessions/{id}/verification`).
 */
export async function audit(
  ownerUrl: string,
  clubId: string,
  acks: Ack[],
  w: LedgerWriter,
  readKey: string,
): Promise<AuditReport> {
  const problems: string[] = [];
  const db = new Client({ connectionString: ownerUrl });
  await db.connect();
  let rows: Row[];
  try {
    rows = (
      await db.query(
        'SELECT stream_id, version, type, data FROM events WHERE club_id = $1 ORDER BY stream_id, version',
        [clubId],
      )
    ).rows;
  } finally {
    await db.end();
  }
  const byStream = new Map<string, Row[]>();
  for (const r of rows) byStream.set(r.stream_id, [...(byStream.get(r.stream_id) ?? []), r]);

  for (const [stream, events] of byStream) {
    events.forEach((e, i) => {
      if (e.version !== i + 1) problems.push(`${stream}: version ${e.version} at position ${i + 1} (gap or duplicate)`);
    });
  }

  const ackedSessions = new Set(acks.filter((a) => a.kind === 'session').map((a) => a.session));
  for (const s of byStream.keys())
    if (!ackedSessions.has(s)) problems.push(`session ${s} is in the log but its opening was never acknowledged`);
  const key = (s: string, type: string, deal?: number, seat?: string, card?: string) =>
    `${s}|${type}|${deal ?? ''}|${seat ?? ''}|${card ?? ''}`;
  const count = new Map<string, number>();
  for (const r of rows) {
    if (r.type !== 'SessionOpened' && r.type !== 'DealStarted' && r.type !== 'CardPlayed') continue;
    const k =
      r.type === 'CardPlayed'
        ? key(r.stream_id, r.type, r.data.deal, r.data.seat, r.data.card)
        : key(r.stream_id, r.type, r.data.deal);
    count.set(k, (count.get(k) ?? 0) + 1);
  }
  const expected = new Set<string>();
  for (const a of acks) {
    const k =
      a.kind === 'session'
        ? key(a.session, 'SessionOpened')
        : a.kind === 'deal'
          ? key(a.session, 'DealStarted', a.deal)
          : key(a.session, 'CardPlayed', a.deal, a.seat, a.card);
    expected.add(k);
    const n = count.get(k) ?? 0;
    if (n !== 1) problems.push(`acknowledged ${k} is in the log ${n} times`);
    const stream = byStream.get(a.session) ?? [];
    if (stream.length < a.version)
      problems.push(`acknowledged ${k} answered version ${a.version} but the stream has ${stream.length} events`);
  }
  for (const [k, n] of count)
    if (!expected.has(k)) problems.push(`${k} is in the log (${n}×) but was never acknowledged`);

  let verified = 0;
  for (const s of byStream.keys()) {
    const v = await w.get(readKey, `/v1/sessions/${s}/verification`);
    if (v.status !== 200 || v.body.chainValid !== true || v.body.replayMatches !== true)
      problems.push(`verification of ${s}: ${v.status} ${JSON.stringify(v.body)}`);
    else verified++;
  }
  return { sessions: byStream.size, events: rows.length, acknowledged: acks.length, verified, problems };
}
