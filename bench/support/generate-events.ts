import { eventHash } from '@ledger/event-store';
import type { LawEvent } from '@ledger/laws';
import type { Pool } from 'pg';
import { toNewEvent } from '../../apps/ledger-api/src/ledger/stored-law-event';

const CLUBS = Array.from(
  { length: 16 },
  (_, i) => `00000000-0000-4000-8000-${(0xc1b000 + i).toString(16).padStart(12, '0')}`,
);
/** Streams written side by side (a club evening: events of many tables interleave in the table). */
const INTERLEAVE = 64;
/** Events of one stream written before moving to the next stream of the group (an append's batch). */
const CHUNK = 13;
const ROWS_PER_INSERT = 4_000;

const INSERT = `INSERT INTO events (club_id, stream_id, version, type, schema_version, data, metadata, recorded_at, prev_hash, hash)
  SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[], $8::timestamptz[], $9::text[], $10::text[])`;

/** The session id of generated stream `k` (uuid-shaped, like the API's). */
export function streamIdOf(k: number): string {
  return `5e551017-0000-4000-a000-${k.toString(16).padStart(12, '0')}`;
}

interface Cursor {
  k: number;
  clubId: string;
  streamId: string;
  events: readonly LawEvent[];
  next: number;
  prev: string | null;
}

/**
 * Copies the template sessions into new streams (k = `firstStream`, …) until `events` more events are
 * in the table: every copy gets its own club, session id and hash chain (eventHash over its own
 * fields), and the streams of a group are interleaved 13 events at a time as concurrent tables would
 * write them. Multi-row INSERTs of 4,000 rows on two connections. Returns the next stream number.
 */
export async function generateEvents(
  pool: Pool,
  templates: readonly LawEvent[][],
  firstStream: number,
  events: number,
): Promise<{ nextStream: number; written: number }> {
  let k = firstStream;
  let written = 0;
  let rows: unknown[][] = newColumns();
  const inflight: Promise<unknown>[] = [];
  const send = async () => {
    const values = rows;
    rows = newColumns();
    if (inflight.length >= 2) await inflight.shift();
    inflight.push(pool.query(INSERT, values));
  };
  while (written < events) {
    const group: Cursor[] = [];
    for (let i = 0; i < INTERLEAVE && written + group.reduce((n, c) => n + c.events.length, 0) < events; i++, k++) {
      group.push({
        k,
        clubId: CLUBS[k % CLUBS.length],
        streamId: streamIdOf(k),
        events: templates[k % templates.length],
        next: 0,
        prev: null,
      });
    }
    while (group.some((c) => c.next < c.events.length)) {
      for (const c of group) {
        for (let n = 0; n < CHUNK && c.next < c.events.length; n++) push(rows, c);
        if (rows[0].length >= ROWS_PER_INSERT) await send();
      }
    }
    written += group.reduce((n, c) => n + c.events.length, 0);
  }
  if (rows[0].length) await send();
  await Promise.all(inflight);
  return { nextStream: k, written };
}

function newColumns(): unknown[][] {
  return Array.from({ length: 10 }, () => []);
}

const METADATA = { actor: 'scorer', role: 'scorer', keyId: 'bench-key', requestId: 'bench' };

function push(cols: unknown[][], c: Cursor): void {
  const law = c.events[c.next++];
  const e = toNewEvent(law);
  const version = c.next;
  const recordedAt = (law as { at?: string }).at ?? '2026-11-29T19:00:00.000Z';
  const hash = eventHash(c.prev, {
    clubId: c.clubId,
    streamId: c.streamId,
    version,
    type: e.type,
    schemaVersion: 1,
    data: e.data,
    metadata: METADATA,
    recordedAt,
  });
  cols[0].push(c.clubId);
  cols[1].push(c.streamId);
  cols[2].push(version);
  cols[3].push(e.type);
  cols[4].push(1);
  cols[5].push(JSON.stringify(e.data));
  cols[6].push(JSON.stringify(METADATA));
  cols[7].push(recordedAt);
  cols[8].push(c.prev);
  cols[9].push(hash);
  c.prev = hash;
}
