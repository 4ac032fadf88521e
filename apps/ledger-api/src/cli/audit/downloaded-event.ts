import { eventHash } from '@ledger/event-store';
import type { EventMetadata, JsonValue } from '@ledger/event-store';

/** An event as `GET /v1/sessions/{id}/events` shows it (the fields the audit uses). */
export interface DownloadedEvent {
  version: number;
  type: string;
  schemaVersion: number;
  data: JsonValue;
  metadata: EventMetadata;
  recordedAt: string;
  hash: string;
  prevHash: string | null;
  leaf: number | null;
}

/** Checks the shape of one downloaded event; throws naming the field that is wrong. */
export function asDownloadedEvent(x: unknown): DownloadedEvent {
  const e = x as Record<string, unknown>;
  const ok =
    typeof e === 'object' &&
    e !== null &&
    Number.isInteger(e.version) &&
    typeof e.type === 'string' &&
    Number.isInteger(e.schemaVersion) &&
    typeof e.metadata === 'object' &&
    e.metadata !== null &&
    typeof e.recordedAt === 'string' &&
    typeof e.hash === 'string' &&
    (e.prevHash === null || typeof e.prevHash === 'string') &&
    (e.leaf === null || e.leaf === undefined || Number.isInteger(e.leaf));
  if (!ok) throw new Error(`an event of the server is malformed: ${JSON.stringify(x).slice(0, 200)}`);
  return { ...(e as unknown as DownloadedEvent), leaf: (e.leaf as number | null | undefined) ?? null };
}

/** The event's hash recomputed from its content and prevHash with the event store's own hashing. */
export function recomputeHash(clubId: string, sessionId: string, e: DownloadedEvent): string {
  return eventHash(e.prevHash, {
    clubId,
    streamId: sessionId,
    version: e.version,
    type: e.type,
    schemaVersion: e.schemaVersion,
    data: e.data,
    metadata: e.metadata,
    recordedAt: e.recordedAt,
  });
}
