import { Card } from '../cards/card';
import { TableSeat } from '../seats/table-seat';
import { topTrumpTricks } from './bounds';
import { Position } from './position';
import { Solver } from './solve';

const dotted = (h: string): Card[] => h.split('.').flatMap((ranks, i) => [...ranks].map((r) => `${r}${'SHDC'[i]}` as Card));

/** Spades are trumps; North leads; hands as S.H.D.C. East-West are the minimisers. */
function position(hands: Record<'N' | 'E' | 'S' | 'W', string>): Position {
  return {
    order: ['N', 'E', 'S', 'W'],
    hands: Object.fromEntries(Object.entries(hands).map(([s, h]) => [s, dotted(h)])) as Record<TableSeat, Card[]>,
    trump: 'S',
    leader: 'N',
    trick: [],
  };
}

/** Sure trump tricks of East-West (the side that does not maximise), and the exact tricks North-South can hold them to. */
function eastWest(hands: Record<'N' | 'E' | 'S' | 'W', string>): { sure: number; rel: number[]; exact: number } {
  const p = position(hands);
  const sv = new Solver(p, { kind: 'tricks', side: ['N', 'S'] });
  const rel = new Int32Array(4);
  const sure = topTrumpTricks(sv.engine, 0, rel, 0);
  return { sure, rel: [...rel], exact: 3 - sv.value() };
}

describe('topTrumpTricks: trumps above all the other side\'s win tricks (DDS later tricks)', () => {
  it('counts one hand\'s masters, one trick each', () => {
    const r = eastWest({ N: 'Q.AK.', E: 'AK.2.', S: '.QJ.2', W: '.43.3' });
    expect(r.sure).toBe(2);
    expect(r.exact).toBeGreaterThanOrEqual(2);
  });

  it('counts two masters in two hands as two tricks when one of them can play a small trump under the other', () => {
    // East ♠A, West ♠K2: when trumps are led West plays the ♠2 under the ace; the king wins later.
    const r = eastWest({ N: 'Q.AK.', E: 'A.32.', S: 'J.QT.', W: 'K2.4.' });
    expect(r.sure).toBe(2);
    expect(r.rel).toEqual([(1 << 12) | (1 << 11), 0, 0, 0]);
    expect(r.exact).toBeGreaterThanOrEqual(2);
  });

  it('counts one when both masters are bare: a trump lead makes them fall together', () => {
    const r = eastWest({ N: 'Q.AK.', E: 'A.32.', S: 'J.QT.', W: 'K.54.' });
    expect(r.sure).toBe(1);
    expect(r.exact).toBe(1);
  });
});
