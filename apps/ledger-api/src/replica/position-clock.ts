import type { Pool } from 'pg';
import { positionOf } from './ledger-position';

/**
 * A server's position, as one SQL expression for a primary and a standby (ADR 0024). On a standby, the WAL
 * replayed so far: every commit before it is visible there. On the primary, the WAL flushed so far: a
 * synchronous commit (`on`, `local`, `remote_write`, `remote_apply`) is flushed before it becomes visible
 * and before its request is answered, so every commit visible or acknowledged is before it, and a standby
 * receives it without waiting for later WAL. With `synchronous_commit = off` a commit is visible before its
 * flush: there the insert position is taken instead.
 */
export const POSITION_SQL = `SELECT (CASE
  WHEN pg_is_in_recovery() THEN coalesce(pg_last_wal_replay_lsn(), '0/0'::pg_lsn)
  WHEN current_setting('synchronous_commit') = 'off' THEN pg_current_wal_insert_lsn()
  ELSE pg_current_wal_flush_lsn() END)::text AS lsn`;

/**
 * One server's position, read at most once per turn of the event loop for everyone who asked during that
 * turn. The query is sent after every caller of its batch asked (never joined once sent), so the answer is
 * at or after each caller's own commits and reads: what a write's or a read's `Ledger-Position` needs.
 */
export class PositionClock {
  private batch: Promise<bigint> | undefined;
  /** The highest position this clock has read (-1 before the first). */
  highest = -1n;

  /** `db`: best a connection of its own (a pool of one), so that the question never queues behind the reads and writes. */
  constructor(private readonly db: Pick<Pool, 'query'>) {}

  /** The server's position, read after this call. */
  now(): Promise<bigint> {
    this.batch ??= new Promise<bigint>((resolve, reject) =>
      setImmediate(() => {
        this.batch = undefined;
        this.db
          .query<{ lsn: string }>(POSITION_SQL)
          .then(({ rows: [row] }) => {
            const at = positionOf(row.lsn) ?? 0n;
            if (at > this.highest) this.highest = at;
            resolve(at);
          })
          .catch(reject);
      }),
    );
    return this.batch;
  }
}
