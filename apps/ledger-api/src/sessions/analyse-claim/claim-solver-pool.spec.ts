import type { ClaimToSolve } from '@ledger/laws';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dotted, fullPack } from '../../../../../test/support/table-play';
import { SolverUnavailable } from './claim-analysis-errors';
import { ClaimSolverPool } from './claim-solver-pool';

/** South's misère with the ace of spades among his low cards, before the first lead: a long search. */
function longMisere(): ClaimToSolve {
  const south = dotted('A432.432.432.432');
  const rest = fullPack().filter((c) => !south.includes(c));
  const hands = {
    S: south,
    N: rest.filter((_c, i) => i % 3 === 0),
    E: rest.filter((_c, i) => i % 3 === 1),
    W: rest.filter((_c, i) => i % 3 === 2),
  };
  return {
    position: { order: ['N', 'E', 'S', 'W'], hands, trump: null, leader: 'N', trick: [] },
    claim: { kind: 'no-trick', seat: 'S' },
  } as ClaimToSolve;
}

/** A stand-in worker script: it dies on a job with a budget of 13 positions and answers any other at once. */
function dyingWorker(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'claim-pool-')), 'worker.js');
  writeFileSync(
    file,
    `const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => {
  if (m.maxNodes === 13) process.exit(3);
  parentPort.postMessage({ id: m.id, solved: { budgetExceeded: { maxNodes: m.maxNodes, tricksLeft: 0 } } });
});`,
  );
  return file;
}

/** The nice values of this process's threads (Linux /proc; none elsewhere). */
function threadNices(): number[] {
  if (process.platform !== 'linux') return [];
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('ClaimSolverPool: the claim solver on worker threads (issue 18)', () => {
  const pools: ClaimSolverPool[] = [];
  const pool = (p: ClaimSolverPool) => (pools.push(p), p);
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.onModuleDestroy()));
  });

  it('keeps this thread free while a long search runs, and brings back the budget it ran out of', async () => {
    const p = pool(new ClaimSolverPool({ threads: 1 }));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const solved = await p.run(longMisere(), 2_000_000);
    clearInterval(timer);
    expect(solved).toEqual({ budgetExceeded: { maxNodes: 2_000_000, tricksLeft: 13 } });
    expect(ticks).toBeGreaterThan(10);
  });

  it('runs its threads below the event loop: a solve takes the cores the loop leaves (ADR 0031)', async () => {
    const before = threadNices();
    const p = pool(new ClaimSolverPool({ threads: 1, nice: 7 }));
    await expect(p.run(longMisere(), 1_000)).resolves.toHaveProperty('budgetExceeded');
    const after = threadNices();
    if (process.platform !== 'linux') return expect(after).toEqual([]);
    expect(before.filter((n) => n === 7)).toEqual([]);
    expect(after.filter((n) => n === 7)).toEqual([7]); // the solver thread, and no other
  });

  it('runs as many solves at once as it has threads, and no more', async () => {
    const p = pool(new ClaimSolverPool({ threads: 1, script: dyingWorker(), execArgv: [] }));
    const first = p.run(longMisere(), 1);
    await expect(p.run(longMisere(), 2)).rejects.toBeInstanceOf(SolverUnavailable);
    await expect(first).resolves.toEqual({ budgetExceeded: { maxNodes: 1, tricksLeft: 0 } });
    await expect(p.run(longMisere(), 2)).resolves.toEqual({ budgetExceeded: { maxNodes: 2, tricksLeft: 0 } });
    expect(p.threadsStarted).toBe(1);
  });

  it('answers 503 for the job of a thread that died, and replaces the thread', async () => {
    const p = pool(new ClaimSolverPool({ threads: 1, script: dyingWorker(), execArgv: [] }));
    const died = await p.run(longMisere(), 13).catch((e: unknown) => e);
    expect(died).toBeInstanceOf(SolverUnavailable);
    expect((died as SolverUnavailable).getStatus()).toBe(503);
    await expect(p.run(longMisere(), 5)).resolves.toEqual({ budgetExceeded: { maxNodes: 5, tricksLeft: 0 } });
    expect(p.threadsStarted).toBe(2);
  });

  it('answers 503 when a thread cannot start (never solving on the event loop instead)', async () => {
    const p = pool(
      new ClaimSolverPool({ threads: 1, script: join(tmpdir(), 'no-such-solver-worker.js'), execArgv: [] }),
    );
    await expect(p.run(longMisere(), 5)).rejects.toBeInstanceOf(SolverUnavailable);
    expect(new ClaimSolverPool({ threads: 0 }).size).toBe(0);
    await expect(pool(new ClaimSolverPool({ threads: 0 })).run(longMisere(), 5)).rejects.toBeInstanceOf(
      SolverUnavailable,
    );
  });
});
