import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FromSequencerThread, ReportedLeaf, SequencerThreadData, ToSequencerThread } from './sequencer-messages';
import { WakeSignal } from './wake-signal';

/** The worker script next to this file: compiled JavaScript, or TypeScript through swc under jest and ts runners. */
const SCRIPT = join(__dirname, `sequencer.worker${extname(__filename)}`);
/**
 * The thread's own V8 heap, kept small: a step holds at most one page of heads and the frontiers of the
 * active clubs, and V8's default young generation (up to 64 MB per isolate on Node 24) would cost the
 * API's resident memory for nothing (issue 21.1). A thread that runs out is replaced, as one that fails.
 */
const THREAD_HEAP = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 };
const EXEC_ARGV = extname(__filename) === '.ts' ? ['-r', '@swc-node/register'] : [];

/** What the owner of the thread hears from it. */
export interface SequencerThreadEvents {
  /** A step committed `count` leaves (and which, when `reportLeaves` was asked). */
  onBatch?: (count: number, leaves?: ReportedLeaf[]) => void;
  /** A connection or transaction failed (the thread's sequencer retries by itself). */
  onError?: (message: string) => void;
  /** The thread itself failed or stopped unasked (it is started again after `restartMs`). */
  onThreadExit?: (e?: Error) => void;
  /** Wait before starting a failed thread again (default 1000 ms). */
  restartMs?: number;
}

/**
 * The club log's sequencer (log-sequencer.ts) run on a worker thread of its own (ADR 0010 revision):
 * the same lock, steps and checkpoints, with its reads, hashing and signing off the API's event loop.
 * The thread loads the signing key from its file itself. A thread that dies is started again; while it
 * is down another process's sequencer may take the lead, as when a process stops.
 */
export class SequencerThread {
  private worker?: Worker;
  private leading = false;
  private stopping?: Promise<void>;
  private restart?: NodeJS.Timeout;
  /** Commits counted here wake the thread only while it waits (a message per commit cost the loop). */
  private signal = new WakeSignal();

  constructor(
    private readonly data: SequencerThreadData,
    private readonly events: SequencerThreadEvents = {},
  ) {}

  /** True while this process's thread holds the sequencer's lock. */
  get isLeader(): boolean {
    return this.leading;
  }

  /** Starts the thread (it contends for the lock, then sequences and signs). */
  start(): void {
    this.stopping = undefined;
    if (!this.worker) this.spawn();
  }

  /** An event was committed: ends an idle wait of the thread now; nothing to send while it is busy. */
  wake(): void {
    if (this.signal.committed()) this.send({ type: 'wake' });
  }

  /** Ends the thread's idle wait and its gap between steps now (LogSequencer.flush). */
  flush(): void {
    this.send({ type: 'flush' });
  }

  /** Stops the sequencer (its lock is released as its connection closes), then the thread. */
  stop(): Promise<void> {
    clearTimeout(this.restart);
    this.stopping ??= this.halt();
    return this.stopping;
  }

  private async halt(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    const stopped = new Promise<void>((resolve) => {
      worker.on('message', (m: FromSequencerThread) => m.type === 'stopped' && resolve());
      worker.once('exit', () => resolve());
    });
    this.send({ type: 'stop' });
    await stopped;
    this.leading = false;
    this.worker = undefined;
    await worker.terminate();
  }

  private spawn(): void {
    // A new thread gets fresh words: one that died waiting must not leave the flag set for its successor.
    this.signal = new WakeSignal();
    const worker = new Worker(SCRIPT, {
      workerData: { ...this.data, wakeBuffer: this.signal.buffer },
      execArgv: EXEC_ARGV,
      resourceLimits: THREAD_HEAP,
    });
    this.worker = worker;
    worker.on('message', (m: FromSequencerThread) => {
      if (m.type === 'batch') this.events.onBatch?.(m.count, m.leaves);
      else if (m.type === 'leading') this.leading = m.leading;
      else if (m.type === 'error') this.events.onError?.(m.message);
    });
    worker.on('error', (e: Error) => this.exited(worker, e));
    worker.on('exit', () => this.exited(worker));
  }

  private exited(worker: Worker, e?: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.leading = false;
    if (this.stopping) return;
    this.events.onThreadExit?.(e);
    this.restart = setTimeout(() => !this.stopping && !this.worker && this.spawn(), this.events.restartMs ?? 1000);
  }

  private send(m: ToSequencerThread): void {
    this.worker?.postMessage(m);
  }
}
