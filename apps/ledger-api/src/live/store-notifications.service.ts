import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EventBus, ofType } from '@nestjs/cqrs';
import { RecencyMap } from '@ledger/event-store';
import type { AppendNotice } from '@ledger/event-store';
import type { Subscription } from 'rxjs';
import type { LedgerConfig } from '../config/ledger-config';
import { LEDGER_EVENTS_CHANNEL } from './ledger-events-channel';
import { NotificationsResumed } from './notifications-resumed.event';
import { PgListener } from './pg-listener';
import { SessionEventsCommitted } from './session-events-committed.event';

/** How many streams' last announced versions are remembered for deduplication. */
const REMEMBERED = 10_000;

/**
 * Fan-out across API processes: every process announces its commits on LEDGER_EVENTS_CHANNEL (CommitNotifier);
 * this process LISTENs on one dedicated connection and publishes each notification it has not already
 * seen (by version, also from its own writes) as SessionEventsCommitted, so live streams and the
 * sequencer wake as for a local write. After a reconnect it publishes NotificationsResumed: every
 * open stream reads the store from its last delivered version, so nothing sent meanwhile is missed.
 */
@Injectable()
export class StoreNotifications implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('LiveFeed');
  private readonly listener?: PgListener;
  /** `<clubId>:<streamId>` → highest version announced on the bus (the least recently announced forgotten first). */
  private readonly announced = new RecencyMap<string, number>({ maxEntries: REMEMBERED });
  private subscription?: Subscription;
  private failures = 0;

  constructor(
    config: ConfigService,
    private readonly bus: EventBus,
  ) {
    const c = config.get<LedgerConfig & { databaseUrl: string }>('ledger');
    if (!c?.databaseUrl) return;
    this.listener = new PgListener({
      connectionString: c.databaseUrl,
      channel: LEDGER_EVENTS_CHANNEL,
      onNotice: (n) => this.notice(n),
      onListening: () => {
        if (this.failures > 0) this.logger.log('live notifications resumed');
        this.failures = 0;
        this.bus.publish(new NotificationsResumed());
      },
      onError: (e) => {
        if (this.failures++ === 0)
          this.logger.warn(`live notifications paused: ${e instanceof Error ? e.message : String(e)}`);
      },
    });
  }

  /** The LISTEN connection (tests drop it to prove the catch-up). */
  get connection(): PgListener | undefined {
    return this.listener;
  }

  async onModuleInit(): Promise<void> {
    this.subscription = this.bus
      .pipe(ofType(SessionEventsCommitted))
      .subscribe((e) => this.remember(`${e.clubId}:${e.sessionId}`, e.version));
    await this.listener?.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.subscription?.unsubscribe();
    await this.listener?.stop();
  }

  private notice(n: AppendNotice): void {
    const key = `${n.clubId}:${n.streamId}`;
    if ((this.announced.get(key) ?? 0) >= n.version) return; // already announced (e.g. our own write)
    this.bus.publish(new SessionEventsCommitted(n.clubId, n.streamId, n.version, true));
  }

  private remember(key: string, version: number): void {
    if ((this.announced.get(key) ?? 0) >= version) return;
    this.announced.set(key, version);
  }
}
