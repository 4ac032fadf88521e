import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { ClaimToSolve, SolvedClaim } from '@ledger/laws';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SolveJob } from './claim-solver.worker';

/** The worker script next to this file: compiled JavaScript, or TypeScript through swc under jest and ts runners. */
const SCRIPT = join(__dirname, `claim-solver.worker${extname(__filename)}`);
const EXEC_ARGV = extname(__filename) === '.ts' ? ['-r', '@swc-node/register'] : [];

/**
 * Runs the claim solver on a thread of its own, so that a search of a second or more never holds up
 * the other requests of this process. One thread, started on first use, jobs in turn. When the thread
 * cannot start or fails, `solve` resolves to undefined and the laws solve the claim inline instead.
 */
@Injectable()
export class ClaimSolverThread implements OnModuleDestroy {
  private readonly log = new Logger(ClaimSolverThread.name);
  private worker?: Worker;
  private next = 1;
  private readonly pending = new Map<number, (solved: SolvedClaim | undefined) => void>();

  /** The solver's answer for `job` within `maxNodes` positions, or undefined when the thread is not available. */
  solve(job: ClaimToSolve, maxNodes: number): Promise<SolvedClaim | undefined> {
    const worker = this.started();
    if (!worker) return Promise.resolve(undefined);
    const id = this.next++;
    worker.ref(); // a job in flight keeps the process alive; an idle thread does not
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      worker.postMessage({ id, job, maxNodes } satisfies SolveJob);
    });
  }

  async onModuleDestroy(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    await w?.terminate();
  }

  private started(): Worker | undefined {
    if (this.worker) return this.worker;
    try {
      const w = new Worker(SCRIPT, { execArgv: EXEC_ARGV });
      w.on('message', (m: { id: number; solved?: SolvedClaim; error?: string }) => {
        if (m.error) this.log.warn(`claim solver thread: ${m.error}`);
        this.pending.get(m.id)?.(m.solved);
        this.pending.delete(m.id);
        if (this.pending.size === 0) w.unref();
      });
      w.on('error', (e: Error) => this.fail(w, e));
      w.on('exit', () => this.fail(w));
      w.unref();
      this.worker = w;
      return w;
    } catch (e) {
      this.log.warn(`claim solver thread not started: ${e instanceof Error ? e.message : String(e)}`);
      return undefined;
    }
  }

  /** The thread died: its jobs fall back to inline solving, and the next job starts a new thread. */
  private fail(w: Worker, e?: Error): void {
    if (e) this.log.warn(`claim solver thread failed: ${e.message}`);
    if (this.worker === w) this.worker = undefined;
    for (const resolve of this.pending.values()) resolve(undefined);
    this.pending.clear();
  }
}
