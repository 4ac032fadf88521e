import { leafHash, nodeHash } from '@ledger/club-log';
import type { Hash, NodeGetter, NodeId } from '@ledger/club-log';
import type { Queryable } from '@ledger/event-store';
import { baseOf } from './tile-height';

// Leaves by index and stored nodes by (level, index), in one statement. Each wanted node is one probe
// of the primary key (LATERAL … LIMIT 1 keeps the planner from a hash join over all of the club's
// nodes: 19 ms a proof pair at a million leaves instead of under 5, bench/log-proof.ts). A leaf's hash
// is a 32-byte slice of its batch's hashes (stored uncompressed, so only that slice is read).
const SQL = `
SELECT 0::smallint AS level, w.leaf AS idx,
       substring(b.hashes FROM (w.leaf - b.first_leaf)::int * 32 + 1 FOR 32) AS hash
  FROM unnest($2::bigint[]) AS w(leaf)
  CROSS JOIN LATERAL (
    SELECT first_leaf, count, hashes FROM log_leaf_batches
    WHERE club_id = $1 AND first_leaf <= w.leaf ORDER BY first_leaf DESC LIMIT 1
  ) b
  WHERE w.leaf < b.first_leaf + b.count
UNION ALL
SELECT n.level, n.idx, n.hash FROM unnest($3::smallint[], $4::bigint[]) AS want(level, idx)
  CROSS JOIN LATERAL (
    SELECT m.level, m.idx, m.hash FROM log_nodes m
    WHERE m.club_id = $1 AND m.level = want.level AND m.idx = want.idx LIMIT 1
  ) n`;

/** The key of a node in the map readNodes returns. */
export function nodeKey(n: NodeId): string {
  return `${n.level}:${n.index}`;
}

/** Folds 2^k complete sibling hashes into their parent. */
function fold(hashes: Hash[]): Hash {
  let level = hashes;
  while (level.length > 1) level = level.flatMap((h, i) => (i % 2 ? [] : [nodeHash(h, level[i + 1])]));
  return level[0];
}

/**
 * The hashes of the given nodes of a club's tree, read in one query: each node is rebuilt from the
 * stored nodes (or leaves) of its tile. A node whose base is incomplete is left out of the map.
 */
export async function readNodes(db: Queryable, clubId: string, ids: readonly NodeId[]): Promise<Map<string, Hash>> {
  const wanted = new Map(ids.map((n) => [nodeKey(n), n]));
  const leaves = new Set<number>();
  const stored = new Map<string, NodeId>();
  for (const n of wanted.values()) {
    const b = baseOf(n);
    for (let i = b.first; i < b.first + b.count; i++) {
      if (b.level === 0) leaves.add(i);
      else stored.set(`${b.level}:${i}`, { level: b.level, index: i });
    }
  }
  const base = new Map<string, Hash>();
  if (leaves.size || stored.size) {
    const list = [...stored.values()];
    const rows = await db.query<{ level: number; idx: string; hash: Buffer }>({
      name: 'club_log_read_nodes',
      text: SQL,
      values: [clubId, [...leaves], list.map((n) => n.level), list.map((n) => n.index)],
    });
    for (const r of rows.rows) {
      base.set(`${r.level}:${r.idx}`, r.level === 0 ? leafHash(r.hash) : new Uint8Array(r.hash));
    }
  }
  const found = new Map<string, Hash>();
  for (const [key, n] of wanted) {
    const b = baseOf(n);
    const parts = Array.from({ length: b.count }, (_, i) => base.get(`${b.level}:${b.first + i}`));
    if (parts.every((p) => p !== undefined)) found.set(key, fold(parts));
  }
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
