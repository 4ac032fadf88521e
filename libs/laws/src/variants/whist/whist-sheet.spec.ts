import type { WhistOutcome } from '../../core/outcome';
import { rubberPoints } from './whist-rules';
import { applyDealToSheet, applyRulingToSheet, emptyScoresheet, scoresheet } from '../../decide/scoresheet/scoresheet';
import type { WhistSheet } from './whist-sheet';

const d = (deal: number, tricksNS: number, extra: Partial<WhistOutcome> = {}): WhistOutcome => ({
  variant: 'whist',
  deal,
  tricks: { NS: tricksNS, EW: 13 - tricksNS },
  honours: null,
  revokes: [],
  ...extra,
});

describe('whist score-sheet: games and rubbers (whist-1900:46-55)', () => {
  // A-B = NS: game 1 a treble (13 tricks at 0-0), game 2 to C-D a double (A-B at 1), game 3 to A-B a single (C-D at 3).
  it.each([
    {
      name: 'laws.md §2.11 example 3: treble, double, single: A-B 3 + 1 + 2 − 2 (whist-1900:54, whist-1900:55)',
      deals: [d(1, 13), d(2, 7), d(3, 0), d(4, 4), d(5, 13)],
      games: [
        ['NS', 3],
        ['EW', 2],
        ['NS', 1],
      ],
      points: 3 + 1 + 2 - 2,
    },
  ])('$name', ({ deals, games, points }) => {
    const sheet = scoresheet('whist', {}, deals) as WhistSheet;
    expect(sheet.games.map((g) => [g.winner, g.value])).toEqual(games);
    expect(rubberPoints([3, 1], [2])).toBe(points);
    expect(sheet.rubbers).toEqual([{ winner: 'NS', points }]);
    expect(sheet.points).toEqual({ NS: points, EW: -points });
  });

  it('whist-1900:46: a rubber won in two games needs no third, and the next rubber starts', () => {
    const sheet = scoresheet('whist', {}, [d(1, 13), d(2, 13), d(3, 8)]) as WhistSheet;
    expect(sheet.rubbers).toEqual([{ winner: 'NS', points: rubberPoints([3, 3], []) }]);
    expect(sheet.score).toEqual({ NS: 2, EW: 0 });
    expect(sheet.games.every((g) => g.rubber === 1)).toBe(true);
  });

  it('product.md: points beyond game are not carried, unless carryOverPoints', () => {
    expect((scoresheet('whist', {}, [d(1, 3), d(2, 13)]) as WhistSheet).score).toEqual({ NS: 0, EW: 0 });
    expect((scoresheet('whist', { carryOverPoints: true }, [d(1, 3), d(2, 13)]) as WhistSheet).score).toEqual({
      NS: 2,
      EW: 0,
    });
  });

  it('dummy-whist settles as whist; with dummyLaws bridge-1904 an abandoned hand keeps the trick penalty (bridge-1904:77)', () => {
    const o: WhistOutcome = {
      ...d(1, 6),
      variant: 'dummy-whist',
      abandoned: true,
      revokes: [{ seat: 'E', penaltyOption: 'take-three-tricks' }],
    };
    const plain = scoresheet('dummy-whist', {}, [o]) as WhistSheet;
    const bridgeLaws = scoresheet('dummy-whist', { dummyLaws: 'bridge-1904' }, [o]) as WhistSheet;
    expect(plain.deals[0].penalties[0].option).toBe('add-three');
    expect(bridgeLaws.deals[0].penalties[0].option).toBe('take-three-tricks');
    expect(bridgeLaws.score).toEqual({ NS: 9 - 6, EW: 0 });
  });
});

describe('committee rulings on a whist sheet (api.md POST /rulings)', () => {
  it('keeps the original result on the deal row and moves the points', () => {
    const sheet = applyRulingToSheet(scoresheet('whist', {}, [d(1, 13), d(2, 13)]), {
      deal: 2,
      reason: 'revoke missed',
      adjustment: { points: { NS: -2, EW: 2 } },
    }) as WhistSheet;
    const settled = rubberPoints([3, 3], []);
    expect(sheet.rubbers[0].points).toBe(settled);
    expect(sheet.points).toEqual({ NS: settled - 2, EW: -settled + 2 });
    expect(sheet.deals[1].rulings).toEqual([{ reason: 'revoke missed', adjustment: { points: { NS: -2, EW: 2 } } }]);
  });
  it.each([
    [{ points: { NS: 1, EW: 0 } }, 'sum to 0'],
    [{ balances: { N: 1, S: -1 } }, 'points per side'],
    [{ points: { NS: 0.5, EW: -0.5 } }, 'whole numbers'],
  ])('refuses the adjustment %j (%s)', (adjustment, message) => {
    const sheet = scoresheet('whist', {}, [d(1, 7)]);
    expect(() => applyRulingToSheet(sheet, { deal: 1, reason: 'x', adjustment })).toThrow(message);
  });
  it('refuses a ruling on a deal not yet settled, and a deal of another variant or twice', () => {
    const sheet = emptyScoresheet('whist');
    expect(() =>
      applyRulingToSheet(sheet, { deal: 1, reason: 'x', adjustment: { points: { NS: 1, EW: -1 } } }),
    ).toThrow('no settled deal');
    const once = applyDealToSheet(sheet, d(1, 7));
    expect(() => applyDealToSheet(once, d(1, 7))).toThrow('already');
    expect(() => applyDealToSheet(once, { ...d(2, 7), variant: 'dummy-whist' })).toThrow('cannot go on');
  });
});
