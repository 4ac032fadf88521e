import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EventBus, ofType } from '@nestjs/cqrs';
import type { Subscription } from 'rxjs';
import type { LedgerConfig } from '../../config/ledger-config';
import { SessionEventsCommitted } from '../../live/session-events-committed.event';
import { LOG_KEYS, LogKeys } from '../club-log.tokens';
import { CheckpointSigner } from '../signer/checkpoint-signer';
import { LogSequencer } from './log-sequencer';

/**
 * Runs this process's candidate for the club log's sequencer and signer (one leads per database; the
 * others stand by). A commit in this process, or in another (heard by LISTEN: live/store-notifications.service.ts),
 * wakes it at once; the idle poll remains its safety net.
 */
@Injectable()
export class SequencerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ClubLog');
  private readonly sequencer?: LogSequencer;
  private subscription?: Subscription;

  constructor(
    config: ConfigService,
    @Inject(LOG_KEYS) keys: LogKeys,
    private readonly bus: EventBus,
  ) {
    const c = config.get<LedgerConfig & { databaseUrl: string }>('ledger');
    if (!c?.logSequencer || !c.databaseUrl) return;
    let failures = 0;
    this.sequencer = new LogSequencer({
      connectionString: c.databaseUrl,
      signer: new CheckpointSigner({
        signer: keys.signer,
        origin: (clubId) => keys.origin(clubId),
        intervalMs: c.logCheckpointIntervalMs,
      }),
      onBatch: () => (failures = 0),
      onError: (e) => {
        // A dropped connection is routine (failover, restart): say so once, then quietly retry.
        if (failures++ === 0) this.logger.warn(`sequencer paused: ${e instanceof Error ? e.message : String(e)}`);
      },
    });
  }

  /** The running sequencer (tests and benches look at who leads). */
  get instance(): LogSequencer | undefined {
    return this.sequencer;
  }

  onApplicationBootstrap(): void {
    if (!this.sequencer) return;
    const seq = this.sequencer;
    this.subscription = this.bus.pipe(ofType(SessionEventsCommitted)).subscribe(() => seq.wake());
    seq.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.subscription?.unsubscribe();
    await this.sequencer?.stop();
  }
}
