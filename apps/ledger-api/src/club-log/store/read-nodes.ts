import type { Queryable } from '@ledger/event-store';
import type { Hash, NodeGetter, NodeId } from '@ledger/club-log';

const SQL = `SELECT n.level, n.idx, n.hash FROM log_nodes n
  JOIN unnest($2::smallint[], $3::bigint[]) AS want(level, idx) ON n.level = want.level AND n.idx = want.idx
  WHERE n.club_id = $1`;

/** The key of a node in the map readNodes returns. */
export function nodeKey(n: NodeId): string {
  return `${n.level}:${n.index}`;
}

/** Reads the stored hashes of the given nodes of a club's tree in one query (duplicates are asked once). */
export async function readNodes(db: Queryable, clubId: string, ids: readonly NodeId[]): Promise<Map<string, Hash>> {
  const wanted = new Map(ids.map((n) => [nodeKey(n), n]));
  const found = new Map<string, Hash>();
  if (wanted.size === 0) return found;
  const list = [...wanted.values()];
  const rows = await db.query<{ level: number; idx: string; hash: Buffer }>(SQL, [
    clubId,
    list.map((n) => n.level),
    list.map((n) => n.index),
  ]);
  for (const r of rows.rows) found.set(`${r.level}:${r.idx}`, new Uint8Array(r.hash));
  return found;
}

/** A getter over nodes read by readNodes; throws when the log lacks one (a gap the log must never have). */
export function nodeGetter(clubId: string, nodes: Map<string, Hash>): NodeGetter {
  return (n) => {
    const h = nodes.get(nodeKey(n));
    if (!h) throw new Error(`club log ${clubId}: node level ${n.level} index ${n.index} is missing`);
    return h;
  };
}
