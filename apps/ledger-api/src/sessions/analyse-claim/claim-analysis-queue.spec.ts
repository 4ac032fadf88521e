import type { ClaimToSolve, SolvedClaim } from '@ledger/laws';
import { AnalysisQueueFull, ClientGone, SolverUnavailable } from './claim-analysis-errors';
import { ClaimAnalysisQueue } from './claim-analysis-queue';
import type { SolveRunner } from './claim-solver-pool';

/** A runner whose solves finish when the test says so; it records the order they started in. */
class FakeRunner implements SolveRunner {
  readonly started: string[] = [];
  private readonly finishers = new Map<string, (s: SolvedClaim) => void>();
  private readonly failers = new Map<string, (e: Error) => void>();
  constructor(readonly size: number) {}

  run(job: ClaimToSolve): Promise<SolvedClaim> {
    const name = (job as unknown as { name: string }).name;
    this.started.push(name);
    return new Promise((resolve, reject) => {
      this.finishers.set(name, resolve);
      this.failers.set(name, reject);
    });
  }

  finish(name: string): void {
    this.finishers.get(name)!(answer(name));
  }

  fail(name: string, e: Error): void {
    this.failers.get(name)!(e);
  }
}

const job = (name: string) => ({ name }) as unknown as ClaimToSolve;
const answer = (name: string): SolvedClaim => ({ budgetExceeded: { maxNodes: name.length, tricksLeft: 1 } });
const tick = () => new Promise((r) => setImmediate(r));

describe('ClaimAnalysisQueue (issue 18): shared, one solve per club at a time, bounded, fair, dropped when nobody waits', () => {
  it('gives every request for one claim the one solve', async () => {
    const runner = new FakeRunner(1);
    const q = new ClaimAnalysisQueue(runner, { perClub: 1 });
    const all = Array.from({ length: 10 }, () => q.solve('A/s/1/c/v', 'A', job('a1'), 9));
    await tick();
    runner.finish('a1');
    const answers = await Promise.all(all);
    expect(runner.started).toEqual(['a1']);
    expect(answers.every((a) => a === answers[0])).toBe(true);
    expect(q.stats()).toMatchObject({ started: 1, shared: 9 });
    // A request that comes just after the solve ended still gets it (its write will find it recorded).
    await expect(q.solve('A/s/1/c/v', 'A', job('a1'), 9)).resolves.toEqual(answer('a1'));
    expect(runner.started).toEqual(['a1']);
  });

  it('runs one solve per club at a time, hands free threads round-robin between clubs, and bounds each queue (429)', async () => {
    const runner = new FakeRunner(2);
    const q = new ClaimAnalysisQueue(runner, { perClub: 2 });
    const a = ['a1', 'a2', 'a3'].map((n) => q.solve(n, 'A', job(n), 9));
    await tick();
    // a1 runs; a2 and a3 wait (two: the bound); a fourth claim of club A is refused with a Retry-After.
    const full = await q.solve('a4', 'A', job('a4'), 9).catch((e: unknown) => e);
    expect(full).toBeInstanceOf(AnalysisQueueFull);
    expect((full as AnalysisQueueFull).getStatus()).toBe(429);
    expect((full as AnalysisQueueFull).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    const b = ['b1', 'b2'].map((n) => q.solve(n, 'B', job(n), 9));
    const c = q.solve('c1', 'C', job('c1'), 9);
    await tick();
    // The second thread went to club B, not to club A's queue: one solve per club.
    expect(runner.started).toEqual(['a1', 'b1']);
    runner.finish('a1');
    await tick();
    // Club C has waited longest of the clubs with nothing running: it comes before A's second and B's second.
    expect(runner.started).toEqual(['a1', 'b1', 'c1']);
    runner.finish('b1');
    await tick();
    expect(runner.started).toEqual(['a1', 'b1', 'c1', 'a2']);
    runner.finish('c1');
    await tick();
    expect(runner.started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2']);
    for (const n of ['a2', 'b2']) runner.finish(n);
    await tick();
    runner.finish('a3');
    await Promise.all([...a, ...b, c]);
    expect(runner.started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(q.stats()).toMatchObject({ started: 6, refusedFull: 1, queued: 0, running: 0 });
  });

  it('drops a queued solve once every client waiting for it has left, and keeps one someone still waits for', async () => {
    const runner = new FakeRunner(1);
    const q = new ClaimAnalysisQueue(runner, { perClub: 4 });
    const first = q.solve('a1', 'A', job('a1'), 9);
    const leaving = new AbortController();
    const gone = q.solve('a2', 'A', job('a2'), 9, leaving.signal);
    const stays = new AbortController();
    const shared1 = q.solve('a3', 'A', job('a3'), 9, stays.signal);
    const otherLeaving = new AbortController();
    const shared2 = q.solve('a3', 'A', job('a3'), 9, otherLeaving.signal);
    await tick();
    leaving.abort();
    otherLeaving.abort();
    await expect(gone).rejects.toBeInstanceOf(ClientGone);
    await expect(shared2).rejects.toBeInstanceOf(ClientGone);
    expect(q.stats()).toMatchObject({ dropped: 1, queued: 1 });
    runner.finish('a1');
    await first;
    await tick();
    runner.finish('a3');
    await expect(shared1).resolves.toEqual(answer('a3'));
    expect(runner.started).toEqual(['a1', 'a3']);
  });

  it('keeps a request that leaves once its solve runs, so that the answer is still recorded', async () => {
    const runner = new FakeRunner(1);
    const q = new ClaimAnalysisQueue(runner, { perClub: 4 });
    const leaving = new AbortController();
    const running = q.solve('a1', 'A', job('a1'), 9, leaving.signal);
    await tick();
    leaving.abort();
    runner.finish('a1');
    await expect(running).resolves.toEqual(answer('a1'));
    expect(q.stats()).toMatchObject({ started: 1, dropped: 0 });
  });

  it('answers 503 without queueing when there is no thread, and passes on a thread that could not run the job', async () => {
    const none = new ClaimAnalysisQueue(new FakeRunner(0), { perClub: 4 });
    const e = await none.solve('a1', 'A', job('a1'), 9).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(SolverUnavailable);
    expect((e as SolverUnavailable).getStatus()).toBe(503);
    expect(none.stats()).toMatchObject({ started: 0, queued: 0 });

    const runner = new FakeRunner(1);
    const q = new ClaimAnalysisQueue(runner, { perClub: 4 });
    const failing = q.solve('a1', 'A', job('a1'), 9);
    await tick();
    runner.fail('a1', new SolverUnavailable('the claim solver thread stopped'));
    await expect(failing).rejects.toBeInstanceOf(SolverUnavailable);
    // A failure is not handed to the next request: it asks again.
    const again = q.solve('a1', 'A', job('a1'), 9);
    await tick();
    runner.finish('a1');
    await expect(again).resolves.toEqual(answer('a1'));
    expect(runner.started).toEqual(['a1', 'a1']);
  });
});
