import { Injectable, Logger, OnApplicationShutdown, OnModuleInit, Optional } from '@nestjs/common';
import { EventBus, ofType } from '@nestjs/cqrs';
import type { Subscription } from 'rxjs';
import { DataSource } from 'typeorm';
import { writePool } from '../database/write-pool';
import { GroupCommitConnection } from '../ledger/group-commit-connection';
import { LEDGER_EVENTS_CHANNEL } from './ledger-events-channel';
import { SessionEventsCommitted } from './session-events-committed.event';

/** One statement sends every notice gathered since the last one: prepared once per connection (it is sent ~200 times a second under load). */
const NOTIFY = { name: 'ledger_live_notify', text: 'SELECT pg_notify($1, n) FROM unnest($2::text[]) AS n' };

/**
 * Tells the other API processes of this process's commits, after they commit (ADR 0021, revision):
 * `<clubId>:<sessionId>:<version>` on LEDGER_EVENTS_CHANNEL, the notices gathered while the previous
 * statement was in flight (at least those of one turn of the event loop) sent together in one statement of
 * their own, outside the append's transaction. A NOTIFY inside the
 * append made PostgreSQL run notifying commits one at a time (`bench:notify`: 0.36 of the plain append
 * at 8 writers); a transaction that only notifies writes no WAL. The price: a process that dies between
 * its commit and this statement leaves other processes' subscribers unwoken until the session's next
 * write or their reconnect; nothing is lost, the events are in the store and a stream reads from its
 * last delivered version. With group commit on (ADR 0034), the statement rides with the group's next write on its
 * connection (`GroupCommit.ride`): no socket write, round trip or pooled connection of its own (ADR 0021's revision
 * for stop 32).
 */
@Injectable()
export class CommitNotifier implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('LiveFeed');
  /** `<clubId>:<sessionId>` → the highest version committed here and not yet announced. */
  private pending = new Map<string, number>();
  private scheduled = false;
  private sending: Promise<void> = Promise.resolve();
  private subscription?: Subscription;
  /** Statements sent so far (for tests and benches). */
  sent = 0;

  constructor(
    private readonly bus: EventBus,
    private readonly db: DataSource,
    @Optional() private readonly group?: GroupCommitConnection,
  ) {}

  onModuleInit(): void {
    this.subscription = this.bus
      .pipe(ofType(SessionEventsCommitted))
      .subscribe((e) => (e.remote ? undefined : this.announce(e.clubId, e.sessionId, e.version)));
  }

  async onApplicationShutdown(): Promise<void> {
    this.subscription?.unsubscribe();
    await this.flush();
  }

  /** Queues the notice of a local commit; sent with the others of this turn of the loop. */
  announce(clubId: string, sessionId: string, version: number): void {
    const key = `${clubId}:${sessionId}`;
    if ((this.pending.get(key) ?? 0) < version) this.pending.set(key, version);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  /**
   * Sends what is queued (one statement) once the previous send has finished: one statement in flight at a
   * time, and the notices queued while it was in flight go together in the next (under load, one statement
   * per round trip instead of one per turn of the loop).
   */
  flush(): Promise<void> {
    this.sending = this.sending.then(() => this.send());
    return this.sending;
  }

  private async send(): Promise<void> {
    this.scheduled = false;
    if (!this.pending.size) return;
    const notices = [...this.pending].map(([key, version]) => `${key}:${version}`);
    this.pending = new Map();
    this.sent++;
    const pool = writePool(this.db);
    const statement = { ...NOTIFY, values: [LEDGER_EVENTS_CHANNEL, notices] };
    const group = this.group?.group;
    await (group ? group.ride(statement, pool) : pool.query(statement)).then(
      () => undefined,
      (e: unknown) =>
        this.logger.warn(
          `live notifications not sent (${notices.length}; subscribers elsewhere catch up at the next write): ${e instanceof Error ? e.message : String(e)}`,
        ),
    );
  }
}
