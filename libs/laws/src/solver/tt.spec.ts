import { Card, Suit } from '../cards/card';
import { Seat } from '../seats/seat';
import { Goal, Position } from './position';
import { Solver } from './solve';
import { TranspositionTable } from './tt';
import { shuffledPack } from '../testing/shuffled-pack';

const ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];

/** Five cards each from a deterministic shuffle (a linear congruential generator). */
function position(seed: number, trump: Suit | null, leader: Seat): Position {
  const pack = shuffledPack(seed);
  const hands: Record<string, Card[]> = {};
  ORDER.forEach((s, i) => (hands[s] = pack.slice(i * 5, i * 5 + 5)));
  return { order: ORDER, hands, trump, leader, trick: [] };
}

describe('claim solver: transposition table', () => {
  it('stays exact when its arrays are tiny and it starts afresh again and again', () => {
    const goals: Goal[] = [{ kind: 'tricks', side: ['N', 'S'] }, { kind: 'misere', seat: 'E' }, { kind: 'hearts', seat: 'N' }];
    let resets = 0;
    for (let i = 0; i < 30; i++) {
      const p = position(1000 + i, i % 2 ? null : 'S', ORDER[i % 4]);
      const goal = goals[i % 3];
      const expected = new Solver(p, goal).value();
      const tiny = new Solver(p, goal);
      Object.defineProperty(tiny.engine, 'tt', { value: new TranspositionTable(1) });
      expect(tiny.value()).toBe(expected);
      for (let need = 0; need <= 6; need++) expect(tiny.reaches(need)).toBe(need <= expected);
      resets += tiny.engine.tt.resets;
    }
    expect(resets).toBeGreaterThan(0);
  });
});
