import { Queryable, rows } from '../db';
import { StoredEvent } from '../types';
import { Checkpoint, START } from './checkpoint';
import { EVENT_COLUMNS, EventRow, toStoredEvent } from './event-row';

/** A page of the global log and the checkpoint to continue from. */
export interface ReadAllPage {
  events: StoredEvent[];
  /** Pass back as `after` next time; equals `after` when nothing new was safe to read. */
  next: Checkpoint;
}

// Watermark read (rule 3): only transactions older than the oldest still running one are read, so a
// transaction that commits late can never land behind the follower's checkpoint.
const SQL = `SELECT ${EVENT_COLUMNS} FROM events
  WHERE (tx_id, position) > ($1::xid8, $2::bigint)
    AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY tx_id, position LIMIT $3`;

/** Events after the checkpoint, in (transaction id, position) order, never skipping a late commit. */
export async function readAllRaw(db: Queryable, after: Checkpoint = START, limit = 1000): Promise<ReadAllPage> {
  const found = await rows<EventRow>(db, SQL, [after.txId, after.position, limit]);
  const events = found.map(toStoredEvent);
  const last = events[events.length - 1];
  return { events, next: last ? { txId: last.txId, position: last.position } : after };
}
