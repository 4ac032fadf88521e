import type { Pool } from 'pg';
import { withClient } from '../checked-out-client';
import { Queryable, rows } from '../db';
import { NotReplicatedError } from '../errors/not-replicated-error';

/** What the confirmation statement reads of the server it runs on. */
interface Confirmation {
  names: string;
  mode: string;
}

/**
 * ONE statement, run on the same connection (so the same server) after a commit or after reading what an
 * answer reports, in autocommit: it writes a transactional, empty WAL message, so its own commit waits, like
 * any write's, for the synchronous standbys (if the server has any) to flush up to there, past every earlier
 * commit of this server; and it reads the server's `synchronous_standby_names` and `synchronous_commit`.
 *
 * With `requireSyncStandby`, a server without a synchronous standby (none named, or commits local) throws
 * NotReplicatedError.
 *
 * With no synchronous standby named, the message is not written: a commit would then wait only for the local
 * WAL flush, and what the answer read was committed synchronously (flushed before it became visible), so the
 * write would add an fsync per answer and nothing else. A read-only statement commits without waiting; a
 * client repeating a no-op request can no longer make the server flush its WAL each time (issue 18).
 * The check runs AFTER the commit it vouches for, on the same connection: a commit
 * waiting for a standby is released as local-only when the names are emptied (pg_auto_failover's
 * `wait_primary`); the backend has read that reload before its next statement, so this one sees the empty
 * names. And a commit made local-only just before the names came back is covered by this statement's own
 * commit, which waits for the standby past it.
 */
export async function confirmCommitted(db: Queryable, requireSyncStandby: boolean): Promise<void> {
  const [row] = await rows<Confirmation>(db, `SELECT ${CONFIRM}`, []);
  judge(row, requireSyncStandby);
}

/**
 * The pool as a Queryable whose every statement is confirmed (`confirmCommitted` with `requireSyncStandby`) on
 * its own connection before it is answered: group commit's fallback when a synchronous standby is required.
 */
export function confirmingPool(pool: Pool): Queryable {
  const query = (config: Parameters<Queryable['query']>[0]) =>
    withClient(pool, async (db) => {
      const result = await db.query(config);
      await confirmCommitted(db, true);
      return result;
    });
  return { query: query as Queryable['query'] };
}

/**
 * A stream's head version (0 when it has no events) read and confirmed in ONE statement: the read of
 * `confirmCommitted` and the confirmation of what it read, one round trip instead of two (a repeated
 * no-op answer, such as an analysis already recorded, costs the server one query less). The statement's
 * own commit is after its read, so it vouches for what it read exactly as a confirmation run right after.
 */
export async function confirmedHead(
  db: Queryable,
  clubId: string,
  streamId: string,
  requireSyncStandby: boolean,
): Promise<number> {
  const [row] = await rows<Confirmation & { version: number | null }>(
    db,
    `SELECT h.version, ${CONFIRM}
       FROM (SELECT max(version) AS version FROM events WHERE club_id = $1 AND stream_id = $2) h`,
    [clubId, streamId],
  );
  judge(row, requireSyncStandby);
  return row.version ?? 0;
}

/** The confirmation's columns: the server's settings, and the WAL message only when a standby is named. */
const CONFIRM = `current_setting('synchronous_standby_names') AS names, current_setting('synchronous_commit') AS mode,
            CASE WHEN current_setting('synchronous_standby_names') <> ''
                 THEN pg_logical_emit_message(true, 'ledger-durable', '') IS NOT NULL END AS marked`;

/** With `requireSyncStandby`, refuses a server that has no synchronous standby. */
function judge(row: Confirmation, requireSyncStandby: boolean): void {
  if (!requireSyncStandby) return;
  if (row.names.trim() === '') throw new NotReplicatedError('the server names no synchronous standby');
  if (row.mode === 'off' || row.mode === 'local') {
    throw new NotReplicatedError(`synchronous_commit is ${row.mode}`);
  }
}
