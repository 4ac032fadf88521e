import { Queryable, rows } from '../db';
import { StoredEvent } from '../types';
import { EVENT_COLUMNS, EventRow, toStoredEvent } from './event-row';

/** Range of a stream read: versions `from`..`to`, both inclusive (default: all). */
export interface StreamRange {
  from?: number;
  to?: number;
}

const SQL = `SELECT ${EVENT_COLUMNS} FROM events
  WHERE club_id = $1 AND stream_id = $2 AND version BETWEEN $3 AND $4 ORDER BY version`;

/** The stored events of one stream in version order, as written (no upcasting). */
export async function readStreamRaw(
  db: Queryable,
  clubId: string,
  streamId: string,
  range: StreamRange = {},
): Promise<StoredEvent[]> {
  const found = await rows<EventRow>(db, SQL, [clubId, streamId, range.from ?? 1, range.to ?? 2_147_483_647]);
  return found.map(toStoredEvent);
}
