import type { Queryable } from '@ledger/event-store';

/** The number of leaves in a club's tree (its leaves are numbered 0 … size-1 without a gap). */
export async function treeSize(db: Queryable, clubId: string): Promise<number> {
  const r = await db.query<{ size: string }>(
    'SELECT coalesce(max(leaf) + 1, 0) AS size FROM log_leaves WHERE club_id = $1',
    [clubId],
  );
  return Number(r.rows[0].size);
}
