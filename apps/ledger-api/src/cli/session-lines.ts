import { eventHash, HashedFields, StoredEvent } from '@ledger/event-store';

/**
 * One line of a session export: an event exactly as stored, with the fields its hash covers, its
 * link and its hash. `position` and `txId` are left out: they belong to the database, not the event.
 */
export type SessionLine = HashedFields & { prevHash: string | null; hash: string };

/** The export line of a stored event (fields in a fixed order). */
export function toLine(e: StoredEvent): SessionLine {
  const { clubId, streamId, version, type, schemaVersion, data, metadata, recordedAt, prevHash, hash } = e;
  return { clubId, streamId, version, type, schemaVersion, data, metadata, recordedAt, prevHash, hash };
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const HEX64 = /^[0-9a-f]{64}$/;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Parses and checks one line (shape only); throws with the line number when it is not an event. */
export function parseLine(text: string, lineNo: number): SessionLine {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new Error(`line ${lineNo}: not JSON`);
  }
  const bad = (what: string) => new Error(`line ${lineNo}: ${what}`);
  if (!isObject(v)) throw bad('not an object');
  if (typeof v.clubId !== 'string' || typeof v.streamId !== 'string') throw bad('clubId and streamId must be strings');
  if (!Number.isInteger(v.version) || (v.version as number) < 1) throw bad('version must be a whole number from 1');
  if (typeof v.type !== 'string' || !Number.isInteger(v.schemaVersion))
    throw bad('type and schemaVersion are required');
  if (!('data' in v) || !isObject(v.metadata)) throw bad('data and metadata are required');
  if (typeof v.recordedAt !== 'string' || !ISO.test(v.recordedAt))
    throw bad('recordedAt must be an ISO-8601 UTC time with milliseconds');
  if (!(v.prevHash === null || (typeof v.prevHash === 'string' && HEX64.test(v.prevHash))))
    throw bad('prevHash must be null or a sha-256 hex');
  if (typeof v.hash !== 'string' || !HEX64.test(v.hash)) throw bad('hash must be a sha-256 hex');
  return v as unknown as SessionLine;
}

/**
 * Checks a whole export before anything is written: one stream, versions 1..n in order, every link
 * and every hash recomputed. Returns the first problem, or null.
 */
export function chainProblem(lines: readonly SessionLine[]): string | null {
  if (lines.length === 0) return 'the file has no events';
  let prev: string | null = null;
  for (const [i, e] of lines.entries()) {
    if (e.clubId !== lines[0].clubId || e.streamId !== lines[0].streamId)
      return `version ${e.version}: another stream than the first line's`;
    if (e.version !== i + 1) return `event ${i + 1} has version ${e.version}`;
    if (e.prevHash !== prev) return `version ${e.version}: prevHash does not link to the event before`;
    if (eventHash(prev, e) !== e.hash) return `version ${e.version}: the hash does not match the event (altered?)`;
    prev = e.hash;
  }
  return null;
}

/** Splits the events into the appends that wrote them: runs with the same recordedAt (one append, one time). */
export function appendBatches(lines: readonly SessionLine[]): SessionLine[][] {
  const out: SessionLine[][] = [];
  for (const e of lines) {
    const last = out.at(-1);
    if (last && last[0].recordedAt === e.recordedAt) last.push(e);
    else out.push([e]);
  }
  return out;
}
