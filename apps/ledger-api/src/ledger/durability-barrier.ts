import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Before an answer that writes nothing new is given as an acknowledgement (an idempotent repeat, or a
 * command that changed nothing), makes sure what it reports is as durable as a fresh commit: one statement
 * that writes a (transactional, empty) WAL message, so that its commit, like any write's, waits for the
 * synchronous standbys (if any) to flush up to there, past every earlier commit. (A transaction that only
 * takes an id writes no WAL before its commit record, and PostgreSQL does not wait for the standbys then.) Without it, a primary restarted after a crash could answer a repeat
 * from a commit that only it had (its standby never got it) and then be demoted: an acknowledged write
 * lost (found by `npm run test:failover`; docs/reliability.md "Failover"). Without synchronous standbys it
 * is one round trip.
 */
@Injectable()
export class DurabilityBarrier {
  constructor(private readonly db: DataSource) {}

  /** Resolves once everything this server committed before the call is where its commits are waited for. */
  async wait(): Promise<void> {
    await this.db.query(`SELECT pg_logical_emit_message(true, 'ledger-durable', '')`);
  }
}
