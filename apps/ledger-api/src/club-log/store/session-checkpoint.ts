import type { Queryable } from '@ledger/event-store';

/** The checkpoint a score-sheet shows: tree size and the first 16 hex digits of the signed root. */
export interface SheetCheckpoint {
  size: number;
  root16: string;
}

const SQL = `
WITH s AS (SELECT sum(cardinality(leaves)) AS n, max(leaves[cardinality(leaves)]) AS last FROM log_leaf_runs
           WHERE club_id = $1 AND stream_id = $2),
     c AS (SELECT size, root FROM log_checkpoints WHERE club_id = $1 ORDER BY size DESC LIMIT 1)
SELECT s.n, s.last, c.size, c.root FROM s LEFT JOIN c ON true`;

/**
 * The club's latest signed checkpoint when it covers every event of the session up to `version`
 * (all sequenced, the last leaf inside it); null while one is not yet covered (a few seconds at most).
 */
export async function sessionCheckpoint(
  db: Queryable,
  clubId: string,
  sessionId: string,
  version: number,
): Promise<SheetCheckpoint | null> {
  const r = await db.query<{ n: string; last: string | null; size: string | null; root: Buffer | null }>(SQL, [
    clubId,
    sessionId,
  ]);
  const row = r.rows[0];
  if (!row || row.size === null || row.root === null || row.last === null) return null;
  if (Number(row.n) < version || Number(row.size) <= Number(row.last)) return null;
  return { size: Number(row.size), root16: row.root.toString('hex').slice(0, 16) };
}
