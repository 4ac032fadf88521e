import { Client } from 'pg';
import { newClient } from '../../database/read-write-client';
import type { CheckpointSigner } from '../signer/checkpoint-signer';
import { FrontierCache } from './frontier-cache';
import { SequencedBatch, sequenceStep } from './sequence-step';
import { STEP_GAP_DEFAULTS, stepGap } from './step-gap';
import type { WakeSignal } from './wake-signal';

/** pg_advisory_lock key of the club log's sequencer (one per database). */
export const SEQUENCER_LOCK = 727_017;

/** Where and how the sequencer runs. */
export interface SequencerOptions {
  /** Owner URL of the database. */
  connectionString: string;
  /** Role to act as on the dedicated connection (`-c role=…`), as the app's pool does. */
  appRole?: string;
  /** Signs checkpoints while this sequencer leads. */
  signer?: CheckpointSigner;
  /** Events per transaction at most (default 2000). */
  batchSize?: number;
  /** Wait between polls when the log is idle (default 50 ms); a local commit wakes it sooner. */
  idlePollMs?: number;
  /**
   * Least time from the start of one step to the next when woken (default 20 ms): under load every commit of
   * this process wakes the sequencer, and a step per commit would cost the database two round trips each.
   */
  minStepGapMs?: number;
  /**
   * Most time from the start of one step to the next when woken (default 100 ms). Between the two, the gap is
   * what the last step's rate takes to bring ~200 events (stepGap): a step writes a row per session it touches,
   * and under plays spread over many tables a longer gap lets a session's plays share one. `flush()` ends a gap.
   */
  maxStepGapMs?: number;
  /** Wait between attempts to take the lock while another sequencer leads (default 500 ms). */
  standbyPollMs?: number;
  /** Called after each committed step. */
  onBatch?: (batch: SequencedBatch) => void;
  /** Called when this instance starts or stops leading (holding the lock). */
  onLeading?: (leading: boolean) => void;
  /** Called when a connection or transaction fails (the sequencer reconnects after `retryMs`). */
  onError?: (e: unknown) => void;
  /** Wait after a failure (default 1000 ms). */
  retryMs?: number;
  /**
   * Shared with the API's thread when the sequencer runs on a thread of its own: the sequencer waits only
   * when no commit came since its step began, and a commit sends a wake-up only while it waits.
   */
  signal?: WakeSignal;
}

/**
 * The club log's sequencer: exactly one across all API processes of a database. Each instance holds
 * a dedicated connection and tries a session advisory lock; the holder sequences (and signs) on that
 * connection, so its work ends when its lock ends. The others stand by and take over within
 * `standbyPollMs` of the holder's connection closing (its process died, or it stopped).
 */
export class LogSequencer {
  private stopped = false;
  private running?: Promise<void>;
  private wakeUp?: () => void;
  /** A wake-up that came while not waiting: the next wait returns at once. */
  private woken = false;
  private lost?: Error;
  private leading = false;
  /** A flush came: the next step follows the current one (or the wait) at once, without the gap. */
  private flushing = false;
  /** Ends the current gap between steps (set while in one). */
  private endGap?: () => void;
  private readonly frontiers = new FrontierCache();

  constructor(private readonly options: SequencerOptions) {}

  /** True while this instance holds the lock. */
  get isLeader(): boolean {
    return this.leading;
  }

  /** Starts contesting for the lock and, once held, sequencing. */
  start(): void {
    this.stopped = false;
    this.running ??= this.loop().finally(() => (this.running = undefined));
  }

  /** Stops; the lock is released when the dedicated connection closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    this.endGap?.();
    await this.running;
  }

  /** Ends an idle wait now (an event was committed by this process). */
  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.woken = true;
  }

  /**
   * Ends an idle wait and the gap between steps now: a step that starts after this call runs at once (a
   * benchmark's round that must end with its events in the log, a caller that waits for the log).
   */
  flush(): void {
    this.flushing = true;
    this.wake();
    this.endGap?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.session();
      } catch (e) {
        this.options.onError?.(e);
        await this.pause(this.options.retryMs ?? 1000);
      }
    }
  }

  private async session(): Promise<void> {
    const { connectionString, appRole } = this.options;
    // synchronous_commit off: a step lost in a crash is lost with its watermark, and the next sequencer
    // assigns the same leaves again (same events, same order), so only the events' own commits need fsync.
    const options = `-c synchronous_commit=off${appRole ? ` -c role=${appRole}` : ''}`;
    const client = newClient(connectionString, { options });
    this.lost = undefined;
    client.on('error', (e) => {
      this.lost = e;
      this.wake();
    });
    try {
      await client.connect();
      while (!this.stopped && !(await this.tryLock(client))) await this.pause(this.options.standbyPollMs ?? 500);
      if (this.stopped) return;
      this.setLeading(true);
      await this.lead(client);
    } finally {
      this.setLeading(false);
      this.frontiers.clear();
      await client.end().catch(() => undefined);
    }
  }

  private setLeading(leading: boolean): void {
    if (this.leading === leading) return;
    this.leading = leading;
    this.options.onLeading?.(leading);
  }

  private async lead(client: Client): Promise<void> {
    const { signer, onBatch, signal } = this.options;
    const batchSize = this.options.batchSize ?? 2000;
    this.frontiers.clear();
    await signer?.resume(client, this.frontiers, Date.now());
    const gaps = {
      ...STEP_GAP_DEFAULTS,
      minMs: this.options.minStepGapMs ?? STEP_GAP_DEFAULTS.minMs,
      maxMs: this.options.maxStepGapMs ?? STEP_GAP_DEFAULTS.maxMs,
    };
    let lastStarted = 0;
    while (!this.stopped) {
      if (this.lost) throw this.lost;
      const stepStarted = Date.now();
      const window = lastStarted ? stepStarted - lastStarted : 0;
      lastStarted = stepStarted;
      const mark = signal?.mark() ?? 0;
      this.flushing = false; // this step reads what was committed before any flush so far
      const batch = await sequenceStep(client, this.frontiers, batchSize);
      if (batch) {
        signer?.noteGrowth(batch.clubs, Date.now());
        onBatch?.(batch);
      }
      await signer?.signDue(client, Date.now());
      if (!batch || batch.count < batchSize) {
        const idle = this.options.idlePollMs ?? 50;
        if (!signal || signal.mayWait(mark)) {
          await this.pause(Math.min(idle, signer?.nextDueIn(Date.now()) ?? idle));
          signal?.awake();
        }
        const early = stepGap(batch?.count ?? 0, window, gaps) - (Date.now() - stepStarted);
        if (early > 0 && !this.stopped && !this.flushing) await this.sleepGap(early);
      }
    }
  }

  private async tryLock(client: Client): Promise<boolean> {
    const r = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [SEQUENCER_LOCK]);
    if (this.lost) throw this.lost;
    return r.rows[0].held;
  }

  /** Waits `ms` between steps, or less when flushed. */
  private sleepGap(ms: number): Promise<void> {
    return endableWait(ms, (end) => (this.endGap = end));
  }

  /** Waits `ms`, or less when woken. */
  private pause(ms: number): Promise<void> {
    if (this.stopped || ms <= 0 || this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return endableWait(ms, (end) => (this.wakeUp = end));
  }
}

/** Waits `ms`; `hold` is given the function that ends the wait early, and `undefined` once the wait is over. */
function endableWait(ms: number, hold: (end: (() => void) | undefined) => void): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      hold(undefined);
      resolve();
    };
    const timer = setTimeout(done, ms);
    hold(done);
  });
}
