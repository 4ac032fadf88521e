import { EventMetadata, JsonValue, StoredEvent } from '../types';

/** The columns every read selects, in the order `toStoredEvent` expects. */
export const EVENT_COLUMNS = `club_id, stream_id, version, position, tx_id, type, schema_version, data, metadata,
  recorded_at, prev_hash, hash`;

/** One row of `events` as node-pg returns it (bigint and xid8 as strings, timestamptz as Date). */
export interface EventRow {
  club_id: string;
  stream_id: string;
  version: number;
  position: string;
  tx_id: string;
  type: string;
  schema_version: number;
  data: JsonValue;
  metadata: EventMetadata;
  recorded_at: Date;
  prev_hash: string | null;
  hash: string;
}

/** Maps a row to the stored event exactly as written (no upcasting). */
export function toStoredEvent(r: EventRow): StoredEvent {
  return {
    clubId: r.club_id,
    streamId: r.stream_id,
    version: r.version,
    position: Number(r.position),
    txId: r.tx_id,
    type: r.type,
    schemaVersion: r.schema_version,
    data: r.data,
    metadata: r.metadata,
    recordedAt: r.recorded_at.toISOString(),
    prevHash: r.prev_hash,
    hash: r.hash,
  };
}
