import { Logger, OnModuleDestroy } from '@nestjs/common';
import type { ClaimToSolve, SolvedClaim } from '@ledger/laws';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SolveJob, SolverThreadData } from './claim-solver.worker';
import { SOLVER_NICE } from './thread-priority';
import { SolverUnavailable } from './claim-analysis-errors';

/** The worker script next to this file: compiled JavaScript, or TypeScript through swc under jest and ts runners. */
const SCRIPT = join(__dirname, `claim-solver.worker${extname(__filename)}`);
const EXEC_ARGV = extname(__filename) === '.ts' ? ['-r', '@swc-node/register'] : [];

/** How the pool is built: how many threads, and (for tests) which worker script. */
export interface ClaimSolverPoolOptions {
  threads: number;
  script?: string;
  execArgv?: string[];
  /** The threads' nice value (default SOLVER_NICE: below the event loop's). */
  nice?: number;
}

/** What runs solves: a number of threads and a way to run one job on a free one (the queue's view of the pool). */
export interface SolveRunner {
  /** Threads this runner may use (0: it can run nothing). */
  readonly size: number;
  /** Runs `job` on a free thread; rejects with SolverUnavailable when no thread can run it. */
  run(job: ClaimToSolve, maxNodes: number): Promise<SolvedClaim>;
}

interface Slot {
  worker: Worker;
  job?: { resolve: (s: SolvedClaim) => void; reject: (e: Error) => void };
}

/**
 * The claim solver's threads (node:worker_threads), at most `threads` of them, each running one
 * solve at a time; the caller (ClaimAnalysisQueue) never gives it more jobs than it has threads. A
 * thread starts on first use; one that dies fails its job with SolverUnavailable (503) and is
 * replaced by a new one on the next job. Nothing is ever solved on the event loop, and each thread runs at a
 * lower priority than the loop (SOLVER_NICE), so that solves take the cores the loop leaves.
 */
export class ClaimSolverPool implements SolveRunner, OnModuleDestroy {
  private readonly log = new Logger(ClaimSolverPool.name);
  readonly size: number;
  private readonly slots: (Slot | undefined)[];
  private readonly script: string;
  private readonly execArgv: string[];
  private readonly nice: number;
  private nextId = 1;
  /** Threads started, for the tests and the operator (a replaced thread counts again). */
  threadsStarted = 0;

  constructor(options: ClaimSolverPoolOptions) {
    this.size = Math.max(0, Math.floor(options.threads));
    this.slots = new Array<Slot | undefined>(this.size).fill(undefined);
    this.script = options.script ?? SCRIPT;
    this.execArgv = options.execArgv ?? EXEC_ARGV;
    this.nice = options.nice ?? SOLVER_NICE;
  }

  run(job: ClaimToSolve, maxNodes: number): Promise<SolvedClaim> {
    const i = this.slots.findIndex((s) => !s?.job);
    if (i < 0) return Promise.reject(new SolverUnavailable('every claim solver thread is busy'));
    let slot: Slot;
    try {
      slot = this.slots[i] ?? this.start(i);
    } catch (e) {
      return Promise.reject(new SolverUnavailable(`the claim solver thread did not start: ${messageOf(e)}`));
    }
    const id = this.nextId++;
    return new Promise<SolvedClaim>((resolve, reject) => {
      slot.job = { resolve, reject };
      slot.worker.ref(); // a job in flight keeps the process alive; an idle thread does not
      slot.worker.postMessage({ id, job, maxNodes } satisfies SolveJob);
    });
  }

  async onModuleDestroy(): Promise<void> {
    const workers = this.slots.filter((s): s is Slot => s !== undefined).map((s) => s.worker);
    this.slots.fill(undefined);
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private start(i: number): Slot {
    const workerData: SolverThreadData = { nice: this.nice };
    const worker = new Worker(this.script, { execArgv: this.execArgv, workerData });
    this.threadsStarted++;
    const slot: Slot = { worker };
    worker.on('message', (m: { solved?: SolvedClaim; error?: string }) => {
      const job = slot.job;
      slot.job = undefined;
      worker.unref();
      if (m.solved) job?.resolve(m.solved);
      else job?.reject(new Error(`claim solver: ${m.error ?? 'no answer'}`));
    });
    worker.on('error', (e: Error) => this.died(i, slot, e));
    worker.on('exit', () => this.died(i, slot));
    worker.unref();
    this.slots[i] = slot;
    return slot;
  }

  /** A thread stopped: its job (if any) answers 503, and its slot is free for a new thread. */
  private died(i: number, slot: Slot, e?: Error): void {
    if (this.slots[i] === slot) this.slots[i] = undefined;
    if (e) this.log.warn(`claim solver thread failed: ${e.message}`);
    const job = slot.job;
    slot.job = undefined;
    job?.reject(new SolverUnavailable(`the claim solver thread stopped${e ? `: ${e.message}` : ''}`));
  }
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
