import type { DealOutcome } from '../outcome';
import { settleSoloDeal } from '../../variants/solo-whist/settle-solo-revokes';
import { outcomeProblem } from './outcome-problem';
import { rulingProblemFor } from '../../decide/ruling-problem';

const whist: DealOutcome = { variant: 'whist', deal: 1, tricks: { NS: 7, EW: 6 }, honours: null, revokes: [] };

describe('outcomeProblem: malformed outcomes are refused before settlement', () => {
  it.each([
    ['a well-formed whist deal', whist, undefined],
    ['deal 0', { ...whist, deal: 0 }, 'deal numbers'],
    ['14 tricks', { ...whist, tricks: { NS: 8, EW: 6 } }, 'at most 13'],
    [
      'a proposal without acceptor',
      { variant: 'solo-whist', deal: 1, call: 'proposal', caller: 'N', callerTricks: 8, revokes: [] },
      'acceptor',
    ],
    [
      'a solo with an acceptor',
      { variant: 'solo-whist', deal: 1, call: 'solo', caller: 'N', acceptor: 'S', callerTricks: 8, revokes: [] },
      'acceptor',
    ],
    ['a call without caller', { variant: 'solo-whist', deal: 1, call: 'solo', callerTricks: 8, revokes: [] }, 'caller'],
    [
      'hearts for two',
      { variant: 'hearts', deal: 1, players: ['N', 'S'], hearts: { N: 13 }, forfeits: [], revokes: [] },
      '3 to 6',
    ],
    [
      'a revoke by a seat not at the table',
      {
        variant: 'hearts',
        deal: 1,
        players: ['N', 'E', 'S'],
        hearts: { N: 13 },
        forfeits: [],
        revokes: [{ seat: 'W' }],
      },
      'seats at the table',
    ],
  ] as const)('%s', (_name, outcome, message) => {
    const problem = outcomeProblem(outcome);
    if (message === undefined) expect(problem).toBeUndefined();
    else expect(problem).toContain(message);
  });

  it('solo-hoffmann:p148: a misère is lost once the caller took a trick, even if the hand ended on it', () => {
    const r = settleSoloDeal({
      variant: 'solo-whist',
      deal: 1,
      call: 'misere',
      caller: 'N',
      callerTricks: 0,
      misereLostAtTrick: 4,
      revokes: [],
    });
    expect(r.result).toBe('lost');
  });
});

describe('rulingProblemFor: what the API refuses before recording a ruling', () => {
  it.each([
    ['whist', { points: { NS: 2, EW: -2 } }, undefined],
    ['bridge-1904', { points: { NS: 2, XX: -2 } }, 'sum to 0'],
    ['whist', { points: { NS: 2, EW: -2 }, pool: 1 }, 'unknown adjustment fields'],
    ['solo-whist', { balances: { N: 5, W: -5 } }, undefined],
    ['solo-whist', { balances: { N: 5, P5: -5 } }, 'not at the table'],
    ['hearts', { balances: { N: 5, E: -4 } }, 'sum to 0'],
    ['hearts', 'three counters', 'object is required'],
  ] as const)('%s %j', (variant, adjustment, message) => {
    const problem = rulingProblemFor(variant, adjustment);
    if (message === undefined) expect(problem).toBeUndefined();
    else expect(problem).toContain(message);
  });
});
