import { Queryable, rows } from '../db';
import { Checkpoint, START } from './checkpoint';

/** What a follower that only needs identities and hashes reads of each event (no data, no metadata). */
export interface EventHead {
  clubId: string;
  streamId: string;
  version: number;
  type: string;
  hash: string;
  txId: string;
  position: number;
}

/** A page of event heads and the checkpoint to continue from (`after` again when nothing was safe to read). */
export interface EventHeadPage {
  heads: EventHead[];
  next: Checkpoint;
}

interface HeadRow {
  club_id: string;
  stream_id: string;
  version: number;
  type: string;
  hash: string;
  tx_id: string;
  position: string;
}

// The watermark read of readAllRaw (rule 3) with the lean column list: a transaction that commits late
// is held back until every older one has finished, so it can never land behind the checkpoint.
const SQL = `SELECT club_id, stream_id, version, type, hash, tx_id, position FROM events
  WHERE (tx_id, position) > ($1::xid8, $2::bigint)
    AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY tx_id, position LIMIT $3`;

/** Event heads after the checkpoint in (transaction id, position) order, never skipping a late commit. */
export async function readAllHeads(db: Queryable, after: Checkpoint = START, limit = 1000): Promise<EventHeadPage> {
  const found = await rows<HeadRow>(db, SQL, [after.txId, after.position, limit]);
  const heads = found.map((r) => ({
    clubId: r.club_id,
    streamId: r.stream_id,
    version: r.version,
    type: r.type,
    hash: r.hash,
    txId: r.tx_id,
    position: Number(r.position),
  }));
  const last = heads[heads.length - 1];
  return { heads, next: last ? { txId: last.txId, position: last.position } : after };
}
