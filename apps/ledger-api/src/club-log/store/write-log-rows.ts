import type { Queryable } from '@ledger/event-store';
import type { Hash } from '@ledger/club-log';

/** A leaf to store: the event it stands for and that event's hash (hex). */
export interface LeafRow {
  clubId: string;
  leaf: number;
  streamId: string;
  version: number;
  eventHash: string;
}

/** A completed subtree to store. */
export interface NodeRow {
  clubId: string;
  level: number;
  index: number;
  hash: Hash;
}

/** Inserts leaves with one statement (arrays unnested server-side). */
export async function insertLeaves(db: Queryable, leaves: readonly LeafRow[]): Promise<void> {
  if (leaves.length === 0) return;
  await db.query(
    `INSERT INTO log_leaves (club_id, leaf, stream_id, version, event_hash)
     SELECT c, l, s, v, decode(h, 'hex') FROM unnest($1::uuid[], $2::bigint[], $3::text[], $4::int[], $5::text[])
       AS t(c, l, s, v, h)`,
    [
      leaves.map((l) => l.clubId),
      leaves.map((l) => l.leaf),
      leaves.map((l) => l.streamId),
      leaves.map((l) => l.version),
      leaves.map((l) => l.eventHash),
    ],
  );
}

/** Inserts completed nodes with one statement (the caller keeps only the stored levels). */
export async function insertNodes(db: Queryable, nodes: readonly NodeRow[]): Promise<void> {
  if (nodes.length === 0) return;
  await db.query(
    `INSERT INTO log_nodes (club_id, level, idx, hash)
     SELECT * FROM unnest($1::uuid[], $2::smallint[], $3::bigint[], $4::bytea[])`,
    [
      nodes.map((n) => n.clubId),
      nodes.map((n) => n.level),
      nodes.map((n) => n.index),
      nodes.map((n) => Buffer.from(n.hash)),
    ],
  );
}
