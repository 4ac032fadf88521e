import { leafHash, rootOf } from '@ledger/club-log';
import type { Hash } from '@ledger/club-log';
import type { Pool } from 'pg';

/** A stored leaf row as the tests read it. */
export interface LeafRowRead {
  leaf: number;
  stream_id: string;
  version: number;
  event_hash: string;
}

/** The club's leaves in leaf order. */
export async function leavesOf(pool: Pool, clubId: string): Promise<LeafRowRead[]> {
  const r = await pool.query<{ leaf: string; stream_id: string; version: number; event_hash: string }>(
    "SELECT leaf, stream_id, version, encode(event_hash, 'hex') AS event_hash FROM log_leaves WHERE club_id = $1 ORDER BY leaf",
    [clubId],
  );
  return r.rows.map((x) => ({ ...x, leaf: Number(x.leaf) }));
}

/** The reference root (RFC 9162 MTH) of the first `size` leaves, from the events' hashes. */
export function referenceRoot(leaves: readonly { event_hash: string }[], size = leaves.length): Hash {
  return rootOf(leaves.slice(0, size).map((l) => leafHash(Buffer.from(l.event_hash, 'hex'))));
}

/** Polls `check` every 20 ms until it returns a value other than undefined, or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 10_000, what = 'condition'): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
