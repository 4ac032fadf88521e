import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EventBus, ofType } from '@nestjs/cqrs';
import type { Subscription } from 'rxjs';
import type { LedgerConfig } from '../../config/ledger-config';
import { SessionEventsCommitted } from '../../live/session-events-committed.event';
import { LOG_KEYS, LogKeys } from '../club-log.tokens';
import { CheckpointSigner } from '../signer/checkpoint-signer';
import { LogSequencer } from './log-sequencer';
import { SequencerThread } from './sequencer-thread';

/** What the service runs: the sequencer on a thread of its own, or (LEDGER_LOG_SEQUENCER_THREAD=0) on the event loop. */
export type SequencerRunner = Pick<LogSequencer, 'isLeader' | 'start' | 'stop' | 'wake'>;

/**
 * Runs this process's candidate for the club log's sequencer and signer (one leads per database; the
 * others stand by), by default on a worker thread of its own (sequencer-thread.ts) so that its reads,
 * hashing and signing never take the API's event loop. A commit in this process, or in another (heard by
 * LISTEN: live/store-notifications.service.ts), wakes it at once; the idle poll remains its safety net.
 */
@Injectable()
export class SequencerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ClubLog');
  private readonly sequencer?: SequencerRunner;
  private subscription?: Subscription;

  constructor(
    config: ConfigService,
    @Inject(LOG_KEYS) keys: LogKeys,
    private readonly bus: EventBus,
  ) {
    const c = config.get<LedgerConfig & { databaseUrl: string }>('ledger');
    if (!c?.logSequencer || !c.databaseUrl) return;
    let failures = 0;
    const reset = () => (failures = 0);
    const failed = (message: string) => {
      // A dropped connection is routine (failover, restart): say so once, then quietly retry.
      if (failures++ === 0) this.logger.warn(`sequencer paused: ${message}`);
    };
    if (c.logSequencerThread && keys.keyFile && keys.originPrefix !== undefined) {
      this.sequencer = new SequencerThread(
        {
          connectionString: c.databaseUrl,
          keyFile: keys.keyFile,
          originPrefix: keys.originPrefix,
          intervalMs: c.logCheckpointIntervalMs,
          requireSyncStandby: c.requireSyncStandby,
        },
        {
          onBatch: reset,
          onError: failed,
          onThreadExit: (e) => this.logger.error(`sequencer thread stopped${e ? `: ${e.message}` : ''}; restarting it`),
        },
      );
      return;
    }
    this.sequencer = new LogSequencer({
      connectionString: c.databaseUrl,
      signer: new CheckpointSigner({
        signer: keys.signer,
        origin: (clubId) => keys.origin(clubId),
        intervalMs: c.logCheckpointIntervalMs,
        requireSyncStandby: c.requireSyncStandby,
      }),
      onBatch: reset,
      onError: (e) => failed(e instanceof Error ? e.message : String(e)),
    });
  }

  /** The running sequencer (tests and benches look at who leads). */
  get instance(): SequencerRunner | undefined {
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
