import type { ClaimToSolve, SolvedClaim } from '@ledger/laws';
import { AnalysisQueueFull, ClientGone, SolverUnavailable } from './claim-analysis-errors';
import type { SolveRunner } from './claim-solver-pool';

/** One solve asked for: by one or more waiting requests, queued behind its club's or running. */
interface Solve {
  readonly key: string;
  readonly clubId: string;
  readonly job: ClaimToSolve;
  readonly maxNodes: number;
  state: 'queued' | 'running' | 'done';
  /** Requests still waiting for it. */
  waiters: number;
  readonly done: Promise<SolvedClaim>;
  resolve(s: SolvedClaim): void;
  reject(e: Error): void;
}

/** How the queue behaves: analyses one club may have waiting, and how long a finished solve is shared. */
export interface ClaimAnalysisQueueOptions {
  perClub: number;
  /** A finished solve is handed to latecomers for this long (their write finds it recorded). Default 5 s. */
  keepDoneMs?: number;
}

/** Counters of the queue, read by the tests and the bench. */
export interface ClaimAnalysisQueueStats {
  /** Solves handed to a thread. */
  started: number;
  /** Requests that joined a solve already asked for (same club, session, deal, claim, solver version). */
  shared: number;
  /** Queued solves dropped because every client waiting for them left. */
  dropped: number;
  /** Requests refused because their club's queue was full (429). */
  refusedFull: number;
  /** Solves waiting now, all clubs. */
  queued: number;
  /** Solves running now. */
  running: number;
}

/** Milliseconds a solve is assumed to take before one has been measured (for Retry-After). */
const FIRST_GUESS_MS = 2_000;

/**
 * Schedules claim solves on the solver threads (issue 18): concurrent requests for one claim share
 * one solve (keyed by club, session, deal, claim and solver version); at most one solve per club
 * runs at a time; each club has a bounded queue of waiting solves (full → 429 with Retry-After);
 * free threads go round-robin to the clubs that have solves waiting; a queued solve that every
 * client has left is dropped; with no thread at all → 503. In this process's memory: across API
 * processes the event store's expected-version check makes the second writer find the first's record.
 */
export class ClaimAnalysisQueue {
  private readonly solves = new Map<string, Solve>();
  /** Each club's waiting solves, first come first served. */
  private readonly waiting = new Map<string, Solve[]>();
  /** Clubs with waiting solves, in the order they get the next free thread. */
  private readonly ring: string[] = [];
  /** When each club was last given a thread (a turn number), for the round-robin. */
  private readonly served = new Map<string, number>();
  private turn = 0;
  /** Clubs with a solve running. */
  private readonly busy = new Set<string>();
  private meanMs = FIRST_GUESS_MS;
  private readonly counters = { started: 0, shared: 0, dropped: 0, refusedFull: 0 };

  constructor(
    private readonly runner: SolveRunner,
    private readonly options: ClaimAnalysisQueueOptions,
  ) {}

  /**
   * The solver's answer for `job`, shared with every other request for the same `key`. Rejects with
   * AnalysisQueueFull (429), SolverUnavailable (503), or ClientGone when `signal` aborts first.
   */
  solve(key: string, clubId: string, job: ClaimToSolve, maxNodes: number, signal?: AbortSignal): Promise<SolvedClaim> {
    if (this.runner.size === 0) return Promise.reject(new SolverUnavailable('no solver thread is configured'));
    if (signal?.aborted) return Promise.reject(new ClientGone());
    let solve = this.solves.get(key);
    if (solve) this.counters.shared++;
    else {
      const queue = this.waiting.get(clubId) ?? [];
      if (queue.length >= this.options.perClub) {
        this.counters.refusedFull++;
        return Promise.reject(new AnalysisQueueFull(queue.length, this.retryAfter(queue.length)));
      }
      solve = this.enqueue(key, clubId, job, maxNodes, queue);
    }
    return this.wait(solve, signal);
  }

  /** The counters and the current load. */
  stats(): ClaimAnalysisQueueStats {
    let queued = 0;
    for (const q of this.waiting.values()) queued += q.length;
    return { ...this.counters, queued, running: this.busy.size };
  }

  private enqueue(key: string, clubId: string, job: ClaimToSolve, maxNodes: number, queue: Solve[]): Solve {
    let resolve!: (s: SolvedClaim) => void;
    let reject!: (e: Error) => void;
    const done = new Promise<SolvedClaim>((res, rej) => ((resolve = res), (reject = rej)));
    done.catch(() => undefined); // every waiter has its own handler; a dropped solve may have none
    const solve: Solve = { key, clubId, job, maxNodes, state: 'queued', waiters: 0, done, resolve, reject };
    this.solves.set(key, solve);
    queue.push(solve);
    this.waiting.set(clubId, queue);
    if (!this.ring.includes(clubId)) this.ring.push(clubId);
    this.pump();
    return solve;
  }

  /**
   * One request's wait for a solve: it leaves when the request's signal aborts while the solve is
   * still queued. Once the solve runs the request keeps waiting, client or not, so that its answer
   * is recorded (the search is paid for; the next request finds it in the record).
   */
  private wait(solve: Solve, signal?: AbortSignal): Promise<SolvedClaim> {
    solve.waiters++;
    return new Promise<SolvedClaim>((resolve, reject) => {
      const leave = () => {
        if (solve.state !== 'queued') return;
        solve.waiters--;
        if (solve.waiters === 0 && solve.state === 'queued') this.drop(solve);
        reject(new ClientGone());
      };
      signal?.addEventListener('abort', leave, { once: true });
      solve.done.then(
        (s) => {
          signal?.removeEventListener('abort', leave);
          resolve(s);
        },
        (e: Error) => {
          signal?.removeEventListener('abort', leave);
          reject(e);
        },
      );
    });
  }

  /** Every client of a queued solve left: it never runs. */
  private drop(solve: Solve): void {
    const queue = this.waiting.get(solve.clubId) ?? [];
    const i = queue.indexOf(solve);
    if (i >= 0) queue.splice(i, 1);
    if (queue.length === 0) this.forgetClub(solve.clubId);
    this.solves.delete(solve.key);
    solve.state = 'done';
    this.counters.dropped++;
    solve.reject(new ClientGone());
  }

  private forgetClub(clubId: string): void {
    this.waiting.delete(clubId);
    const at = this.ring.indexOf(clubId);
    if (at >= 0) this.ring.splice(at, 1);
  }

  /**
   * Hands free threads round-robin: to the club with a solve waiting and none running that was
   * served least recently (never served first; ties in the order the clubs began to wait).
   */
  private pump(): void {
    while (this.busy.size < this.runner.size) {
      let at = -1;
      for (let i = 0; i < this.ring.length; i++) {
        const club = this.ring[i];
        if (this.busy.has(club)) continue;
        if (at < 0 || (this.served.get(club) ?? -1) < (this.served.get(this.ring[at]) ?? -1)) at = i;
      }
      if (at < 0) return;
      const clubId = this.ring[at];
      const queue = this.waiting.get(clubId)!;
      const solve = queue.shift()!;
      if (queue.length === 0) this.forgetClub(clubId);
      this.served.set(clubId, this.turn++);
      this.start(solve);
    }
  }

  private start(solve: Solve): void {
    solve.state = 'running';
    this.busy.add(solve.clubId);
    this.counters.started++;
    const t0 = performance.now();
    let failed = false;
    this.runner
      .run(solve.job, solve.maxNodes)
      .then(
        (s) => {
          this.meanMs = 0.7 * this.meanMs + 0.3 * (performance.now() - t0);
          solve.resolve(s);
        },
        (e: Error) => {
          failed = true;
          solve.reject(e);
        },
      )
      .finally(() => {
        solve.state = 'done';
        this.busy.delete(solve.clubId);
        // An answer is handed to latecomers for a while (their write then finds it recorded); a failure is not.
        const forget = () => this.solves.get(solve.key) === solve && this.solves.delete(solve.key);
        const keep = failed ? 0 : (this.options.keepDoneMs ?? 5_000);
        if (keep > 0) setTimeout(forget, keep).unref();
        else forget();
        this.pump();
      });
  }

  /** Seconds until a club with `waiting` solves queued may expect room: the mean solve time, times the queue. */
  private retryAfter(waiting: number): number {
    return Math.min(300, Math.max(1, Math.ceil((this.meanMs * (waiting + 1)) / 1000)));
  }
}
