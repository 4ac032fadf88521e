import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { LedgerConfig } from '../config/ledger-config';

/** How often the sweeper looks for idempotency keys past their retention. */
const EVERY_MS = 60 * 60_000;
/** Rows deleted per statement (short statements: no long lock on the table). */
const BATCH = 5_000;

/**
 * Forgets idempotency keys older than `IDEMPOTENCY_RETENTION_DAYS` (default 30): only the keys and the
 * first responses kept with them, never an event. A request retried with a forgotten key is a new request.
 */
@Injectable()
export class IdempotencySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private readonly logger = new Logger(IdempotencySweeper.name);

  constructor(
    private readonly config: ConfigService,
    private readonly db: DataSource,
  ) {}

  /** Starts the hourly sweep (the first one a minute after start-up). */
  onApplicationBootstrap(): void {
    const days = this.config.get<LedgerConfig>('ledger')?.idempotencyRetentionDays ?? 30;
    if (days <= 0) return;
    const run = () =>
      void this.sweep(days).catch((e: unknown) => this.logger.warn({ msg: 'sweep failed', error: String(e) }));
    this.timer = setTimeout(function tick(this: void) {
      run();
    }, 60_000);
    this.timer.unref();
    const interval = setInterval(run, EVERY_MS);
    interval.unref();
    this.stop = () => {
      clearTimeout(this.timer);
      clearInterval(interval);
    };
  }

  /** Stops the timers. */
  onApplicationShutdown(): void {
    this.stop();
  }

  /** Deletes the keys older than `days` days, in batches; returns how many went. */
  async sweep(days: number): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await this.db.query<{ n: number }[]>(
        `WITH gone AS (
           DELETE FROM idempotency_keys WHERE ctid IN (
             SELECT ctid FROM idempotency_keys WHERE created_at < now() - make_interval(days => $1) LIMIT $2)
           RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [days, BATCH],
      );
      total += rows[0].n;
      if (rows[0].n < BATCH) return total;
    }
  }

  private stop: () => void = () => undefined;
}
