import { roundOrder, williamsRows } from '../../bench/support/round-order';

/** How often side `a` ran directly after side `b` within a round, over rows. */
function follows(rows: number[][], n: number): number[][] {
  const c = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const row of rows) for (let i = 1; i < row.length; i++) c[row[i]][row[i - 1]]++;
  return c;
}

describe('bench rounds: a Williams design orders the sides (no side always after the same one)', () => {
  it.each([2, 3, 4, 5])('%i sides: every row a permutation, each first equally often', (n) => {
    const rows = williamsRows(n);
    for (const row of rows) expect([...row].sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
    const firsts = new Array<number>(n).fill(0);
    for (const row of rows) firsts[row[0]]++;
    expect(new Set(firsts).size).toBe(1);
  });

  it.each([2, 3, 4, 5])('%i sides: each runs directly after each other equally often within the rounds', (n) => {
    const c = follows(williamsRows(n), n);
    const off = c.flatMap((row, a) => row.filter((_, b) => a !== b));
    expect(new Set(off).size).toBe(1);
    expect(off[0]).toBeGreaterThan(0);
  });

  it('the four sides of bench:append: ours no longer follows Emmett in three rounds of four', () => {
    const sides = ['ours', 'baseline', 'logged', 'emmett'];
    const afterEmmett = [0, 1, 2, 3].filter((r) => {
      const o = roundOrder(r, sides);
      const i = o.indexOf('ours');
      return i > 0 && o[i - 1] === 'emmett';
    });
    expect(afterEmmett).toHaveLength(1);
    expect(roundOrder(-1, sides)).toEqual(roundOrder(3, sides));
  });
});
