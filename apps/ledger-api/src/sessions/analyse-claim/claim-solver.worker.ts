import { parentPort, workerData } from 'node:worker_threads';
import type { ClaimToSolve } from '@ledger/laws';
import { solveClaim } from '@ledger/claim-solver';
import { lowerThisThread } from './thread-priority';

/** What the pool gives the thread when it starts it. */
export interface SolverThreadData {
  /** The thread's nice value (background work: the event loop of its process comes first). */
  nice?: number;
}

/** A job for the solver thread: a claim's position, the budget, and an id to answer with. */
export interface SolveJob {
  id: number;
  job: ClaimToSolve;
  maxNodes: number;
}

const data = workerData as SolverThreadData | undefined;
if (data?.nice !== undefined) lowerThisThread(data.nice);

// The solver thread: solves each claim it is sent (`@ledger/claim-solver`'s `solveClaim`) and answers with its id.
parentPort?.on('message', (m: SolveJob) => {
  try {
    parentPort!.postMessage({ id: m.id, solved: solveClaim(m.job, m.maxNodes) });
  } catch (e) {
    parentPort!.postMessage({ id: m.id, error: e instanceof Error ? e.message : String(e) });
  }
});
