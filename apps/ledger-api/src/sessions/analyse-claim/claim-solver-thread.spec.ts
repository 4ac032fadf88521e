import type { ClaimToSolve } from '@ledger/laws';
import { dotted, fullPack } from '../../../../../test/support/table-play';
import { ClaimSolverThread } from './claim-solver-thread';

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

describe('ClaimSolverThread: the claim solver on a thread of its own (issue 9)', () => {
  let thread: ClaimSolverThread;
  beforeEach(() => (thread = new ClaimSolverThread()));
  afterEach(() => thread.onModuleDestroy());

  it('keeps this thread free while a long search runs, and brings back the budget it ran out of', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const solved = await thread.solve(longMisere(), 2_000_000);
    clearInterval(timer);
    expect(solved).toEqual({ budgetExceeded: { maxNodes: 2_000_000, tricksLeft: 13 } });
    expect(ticks).toBeGreaterThan(10);
  });

  it('brings back an analysis, and answers jobs in turn', async () => {
    const job = longMisere();
    const small = {
      ...job,
      position: {
        ...job.position,
        hands: Object.fromEntries(
          Object.entries(job.position.hands).map(([s, h]) => [
            s,
            h.filter((c) => c[1] !== 'S' && c[1] !== 'H').slice(0, 2),
          ]),
        ),
      },
    } as ClaimToSolve;
    const [a, b] = await Promise.all([thread.solve(small, 1_000_000), thread.solve(job, 1_000)]);
    expect(a).toMatchObject({
      analysis: { measure: 'tricks-forced', solverVersion: expect.stringMatching(/^claim-solver\//) },
    });
    expect(b).toEqual({ budgetExceeded: { maxNodes: 1_000, tricksLeft: 13 } });
  });
});
