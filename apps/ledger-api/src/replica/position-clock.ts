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

/** {@link POSITION_SQL} as a named statement: parsed and planned once per connection (a read costs the server less). */
export const POSITION_QUERY = { name: 'ledger_position', text: POSITION_SQL };

/**
 * One server's position, read for everyone who asked since the last read was sent: a batch is sent once the
 * turn of the event loop in which it was opened is over AND the previous read has answered, so at most one
 * read is in flight per clock and every caller who asked meanwhile shares the next one (under load, one read
 * per round trip instead of one per turn of the loop; alone, one per request as before). A batch is never
 * joined once sent, so its answer is at or after each caller's own commits and reads: what a write's or a
 * read's `Ledger-Position` needs.
 */
export class PositionClock {
  /** The batch not yet sent, which a caller joins. */
  private batch: Promise<bigint> | undefined;
  /** The read in flight (settled or not): the next batch is sent after it. */
  private inFlight: Promise<unknown> = Promise.resolve();
  /** Reads sent so far (for tests and benches). */
  reads = 0;
  /** The highest position this clock has read (-1 before the first). */
  highest = -1n;

  /** `db`: best a connection of its own (a pool of one), so that the question never queues behind the reads and writes. */
  constructor(private readonly db: Pick<Pool, 'query'>) {}

  /** The server's position, read after this call. */
  now(): Promise<bigint> {
    this.batch ??= new Promise<bigint>((resolve, reject) =>
      setImmediate(() => {
        const send = () => {
          this.batch = undefined;
          this.reads++;
          const read = this.db.query<{ lsn: string }>(POSITION_QUERY).then(({ rows: [row] }) => {
            const at = positionOf(row.lsn) ?? 0n;
            if (at > this.highest) this.highest = at;
            return at;
          });
          this.inFlight = read.catch(() => undefined);
          read.then(resolve, reject);
        };
        void this.inFlight.then(send);
      }),
    );
    return this.batch;
  }
}
