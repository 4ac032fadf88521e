/** Any JSON-safe value (what an event's data and metadata may hold). */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue | undefined };

/** Who and what caused an event: actor, request id, correlation and causation ids, and more. */
export interface EventMetadata {
  actor?: string;
  requestId?: string;
  correlationId?: string;
  causationId?: string;
  [key: string]: JsonValue | undefined;
}

/** An event as the caller hands it to `append`. */
export interface NewEvent {
  type: string;
  data: JsonValue;
  /** Shape version of `data` (rule 5: types are never renamed, old shapes are upcast). Default 1. */
  schemaVersion?: number;
  /** Merged over the append's metadata for this event. */
  metadata?: EventMetadata;
}

/** An event as stored (and returned by reads). `data` is upcast on read; `hash` covers the stored data. */
export interface StoredEvent {
  clubId: string;
  streamId: string;
  version: number;
  position: number;
  txId: string;
  type: string;
  schemaVersion: number;
  data: JsonValue;
  metadata: EventMetadata;
  recordedAt: string;
  prevHash: string | null;
  hash: string;
}

/** The nil UUID: the club used when the caller names none (library-level use). */
export const NIL_CLUB_ID = '00000000-0000-0000-0000-000000000000';
