import { writePool } from '../database/write-pool';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { confirmCommitted, confirmedHead, NotReplicatedError, withClient } from '@ledger/event-store';
import type { Queryable } from '@ledger/event-store';
import type { Pool, PoolClient } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import type { LedgerConfig } from '../config/ledger-config';

/**
 * Nothing is acknowledged before it is as durable as a fresh commit (docs/reliability.md "Failover").
 *
 * An answer that writes nothing new (an idempotent repeat, a command that changed nothing, an analysis
 * "already recorded") reports what was read: it is given only after `confirmCommitted` ran ON THE SAME
 * CONNECTION as the read: a statement whose own commit waits for the synchronous standbys past every earlier
 * commit of that server (a primary restarted after a crash could otherwise answer from a commit its standby
 * never got, and then be demoted). With `LEDGER_REQUIRE_SYNC_STANDBY=1` (`requireSyncStandby`) it also
 * refuses (NotReplicatedError → 503) when that server has no synchronous standby, and the writes outside the
 * event store (clubs, keys, players) are confirmed so after their commit, on their connection.
 */
@Injectable()
export class DurabilityBarrier {
  private readonly require: boolean;
  private readonly pool: Pool;

  constructor(
    private readonly db: DataSource,
    config: ConfigService,
  ) {
    this.require = config.get<LedgerConfig>('ledger')?.requireSyncStandby === true;
    this.pool = writePool(db);
  }

  /** Runs `read` on one connection; when `answers(value)`, confirms that connection's server before returning. */
  async read<T>(read: (db: Queryable) => Promise<T>, answers: (value: T) => boolean): Promise<T> {
    return withClient(this.pool, async (db) => {
      const value = await read(db);
      if (answers(value)) await confirmCommitted(db, this.require);
      return value;
    });
  }

  /**
   * Confirms a state read at `version` of a stream: the confirming server must hold that version too. The
   * head's read and its confirmation are one statement (`confirmedHead`).
   */
  async head(clubId: string, streamId: string, version: number): Promise<void> {
    const held = await withClient(this.pool, (db) => confirmedHead(db, clubId, streamId, this.require));
    if (held < version) throw new NotReplicatedError(`this server holds version ${held} of the stream, not ${version}`);
  }

  /** A TypeORM transaction; with `requireSyncStandby`, confirmed after its commit on its own connection. */
  async transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    if (!this.require) return this.db.transaction(work);
    const runner = this.db.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    try {
      await runner.startTransaction();
      let out: T;
      try {
        out = await work(runner.manager);
        await runner.commitTransaction();
      } catch (e) {
        if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
        throw e;
      }
      await confirmCommitted(client, true);
      return out;
    } finally {
      await runner.release();
    }
  }
}
