import { Seat } from '@ledger/laws/core/seats/seat';
import { shuffledPack } from '@ledger/laws/testing/shuffled-pack';
import { Goal } from './position';
import { Solver } from './solve';

const ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];
const GOALS: readonly Goal[] = [
  { kind: 'tricks', side: ['N', 'S'] },
  { kind: 'tricks', side: ['E'] },
  { kind: 'misere', seat: 'W' },
  { kind: 'hearts', seat: 'N' },
];

describe('Engine.maxOf and countOf', () => {
  it('read isMax and isCount seat by seat', () => {
    const pack = shuffledPack(7);
    const hands = Object.fromEntries(ORDER.map((s, i) => [s, pack.slice(i * 3, (i + 1) * 3)]));
    for (const goal of GOALS) {
      const e = new Solver({ order: ORDER, hands, trump: null, leader: 'N', trick: [] }, goal).engine;
      expect(ORDER.map((_, p) => [e.maxOf(p), e.countOf(p)])).toEqual(ORDER.map((_, p) => [e.isMax[p], e.isCount[p]]));
    }
  });
});
