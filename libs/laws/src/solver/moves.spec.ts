import { Card } from '../cards/card';
import { TableSeat } from '../seats/table-seat';
import { generateMoves } from './moves';
import { Position } from './position';
import { Solver } from './solve';

const ORDER: TableSeat[] = ['N', 'E', 'S', 'W'];

describe('claim solver: move order', () => {
  it('against a misère caller, leads first the suit where the caller may be caught', () => {
    const hands = { N: '3S 4S 3H', E: 'AH KH QH', S: '2S 5S 2H', W: 'JH TH 9H' };
    const p: Position = {
      order: ORDER,
      hands: Object.fromEntries(Object.entries(hands).map(([seat, h]) => [seat, h.split(' ') as Card[]])),
      trump: null,
      leader: 'N',
      trick: [],
    };
    // South's 2 and 5 of spades against North's 3 and 4: the 3 draws the 2, the 4 forces the 5.
    // South's 2 of hearts is below every other heart: no heart lead catches him.
    const e = new Solver(p, { kind: 'misere', seat: 'S' }).engine;
    const count = generateMoves(e, 0, 0, -1);
    expect(count).toBe(2);
    expect(e.moves[0] >> 4).toBe(0);
    expect(new Solver(p, { kind: 'misere', seat: 'S' }).reaches(1)).toBe(true);
  });
});
