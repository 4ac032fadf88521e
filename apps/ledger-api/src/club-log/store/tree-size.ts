import type { Queryable } from '@ledger/event-store';

/** The number of leaves in a club's tree (its leaves are numbered 0 … size-1 without a gap). */
export async function treeSize(db: Queryable, clubId: string): Promise<number> {
  const r = await db.query<{ size: string }>({
    name: 'club_log_tree_size',
    text: `SELECT coalesce((SELECT first_leaf + count FROM log_leaf_batches WHERE club_id = $1
               ORDER BY first_leaf DESC LIMIT 1), 0) AS size`,
    values: [clubId],
  });
  return Number(r.rows[0].size);
}
