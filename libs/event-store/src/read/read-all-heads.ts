import { Queryable } from '../db';
import { Checkpoint, START } from './checkpoint';

/**
 * The events one transaction appended to one stream, as a follower that needs only their identities
 * and hashes reads them: one row per (transaction, stream) instead of one per event, so a 13-event
 * append costs the database one output row and its reader one parsed row.
 */
export interface EventHeadRun {
  clubId: string;
  streamId: string;
  /** xid8 of the transaction, as a decimal string. */
  txId: string;
  /** The versions, ascending: `firstVersion … firstVersion + count - 1` unless `versions` lists them. */
  firstVersion: number;
  count: number;
  /** Only when the versions are not consecutive (never for the store's own appends). */
  versions?: number[];
  /** The events' hashes (64 hex digits each), concatenated in version order. */
  hashes: string;
  /** True when one of the events has the type asked about (`flagType`). */
  flagged: boolean;
  /** The greatest global position among the events. */
  lastPosition: number;
}

/** A page of head runs, the number of events in it, and the checkpoint to continue from (`after` again when nothing was safe to read). */
export interface EventHeadRunPage {
  runs: EventHeadRun[];
  events: number;
  next: Checkpoint;
}

interface RunRow {
  club_id: string;
  stream_id: string;
  tx_id: string;
  count: number;
  versions: string;
  hashes: string;
  flagged: boolean;
  last_position: string;
}

// The watermark read of readAllRaw (rule 3): a transaction that commits late is held back until every
// older one has finished, so it can never land behind the checkpoint. The page is `limit` events in
// (tx_id, position) order, as before; they are then folded per (transaction, stream), in the order of
// each fold's first event. A page may end inside a transaction: the rest of it comes in the next page.
// No aggregate is ordered (each would sort per fold): the versions and the hashes are folded side by
// side, so the i-th version belongs to the i-th hash whatever order the fold saw them in.
const SQL = `SELECT club_id, stream_id, page.tx_id::text AS tx_id, count(*)::int AS count,
  string_agg(version::text, ',') AS versions, string_agg(hash, '') AS hashes,
  bool_or(type = $4) AS flagged, max(position) AS last_position
FROM (SELECT club_id, stream_id, version, type, hash, tx_id, position FROM events
  WHERE (tx_id, position) > ($1::xid8, $2::bigint)
    AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY tx_id, position LIMIT $3) page
GROUP BY page.tx_id, club_id, stream_id ORDER BY page.tx_id, min(position)`;

/**
 * The heads of up to `limit` events after the checkpoint in (transaction id, position) order, never
 * skipping a late commit, folded per (transaction, stream); `flagType` names the event type to flag.
 */
export async function readAllHeadRuns(
  db: Queryable,
  after: Checkpoint = START,
  limit = 1000,
  flagType = '',
): Promise<EventHeadRunPage> {
  const found = (
    await db.query<RunRow>({
      name: 'es_read_all_head_runs',
      text: SQL,
      values: [after.txId, after.position, limit, flagType],
    })
  ).rows;
  let events = 0;
  const runs = found.map((r) => {
    events += r.count;
    return {
      clubId: r.club_id,
      streamId: r.stream_id,
      txId: r.tx_id,
      count: r.count,
      ...inVersionOrder(r.versions, r.hashes),
      flagged: r.flagged,
      lastPosition: Number(r.last_position),
    };
  });
  return { runs, events, next: lastOf(runs) ?? after };
}

const HASH_HEX = 64;

/** The fold's versions and hashes in version order: as folded when already ascending (the store's own appends). */
function inVersionOrder(
  versionList: string,
  hashes: string,
): Pick<EventHeadRun, 'firstVersion' | 'versions' | 'hashes'> {
  const versions = versionList.split(',').map(Number);
  let ascending = true;
  let consecutive = true;
  for (let i = 1; i < versions.length; i++) {
    if (versions[i] <= versions[i - 1]) ascending = false;
    if (versions[i] !== versions[i - 1] + 1) consecutive = false;
  }
  if (consecutive) return { firstVersion: versions[0], hashes };
  if (ascending) return { firstVersion: versions[0], versions, hashes };
  const order = versions.map((_, i) => i).sort((a, b) => versions[a] - versions[b]);
  const sorted = order.map((i) => versions[i]);
  return {
    firstVersion: sorted[0],
    versions: sorted,
    hashes: order.map((i) => hashes.slice(i * HASH_HEX, (i + 1) * HASH_HEX)).join(''),
  };
}

/** The page's last event in (tx_id, position) order: the greatest position among the last transaction's runs. */
function lastOf(runs: readonly EventHeadRun[]): Checkpoint | undefined {
  if (runs.length === 0) return undefined;
  const txId = runs[runs.length - 1].txId;
  let position = 0;
  for (let i = runs.length - 1; i >= 0 && runs[i].txId === txId; i--)
    position = Math.max(position, runs[i].lastPosition);
  return { txId, position };
}
