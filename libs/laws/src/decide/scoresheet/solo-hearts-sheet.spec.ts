import type { HeartsOutcome, SoloOutcome } from '../../core/outcome';
import { HOFFMANN_SCALE } from '../../variants/solo-whist/stakes';
import { applyRulingToSheet, scoresheet } from './scoresheet';
import type { HeartsSheet } from '../../variants/hearts/hearts-sheet';
import type { SoloSheet } from '../../variants/solo-whist/solo-sheet';

const solo = (deal: number, callerTricks: number): SoloOutcome => ({
  variant: 'solo-whist',
  deal,
  call: 'solo',
  caller: 'E',
  callerTricks,
  revokes: [],
});
const hearts = (deal: number, h: readonly number[]): HeartsOutcome => ({
  variant: 'hearts',
  deal,
  players: ['N', 'E', 'S', 'W'],
  hearts: { N: h[0], E: h[1], S: h[2], W: h[3] },
  forfeits: [],
  revokes: [],
});

describe('solo and hearts score-sheets (api.md Reads)', () => {
  it('solo-hoffmann:p142: each deal is settled on its own; balances add up in pence', () => {
    const sheet = scoresheet('solo-whist', {}, [solo(1, 7), solo(2, 3)]) as SoloSheet;
    const won = HOFFMANN_SCALE.basic.solo + 2;
    const lost = HOFFMANN_SCALE.basic.solo + 2;
    expect(sheet.unit).toBe('pence');
    expect(sheet.balances).toEqual({ N: -won + lost, E: 3 * won - 3 * lost, S: -won + lost, W: -won + lost });
  });
  it('solo-foster:p146: the Foster scale is counted in white counters', () => {
    expect((scoresheet('solo-whist', { stakes: 'foster' }, []) as SoloSheet).unit).toBe('white-counters');
  });
  it('hearts-foster:29: pool and Jack carry across deals (laws.md §5.6 examples 3 then 5)', () => {
    const jack = scoresheet('hearts', {}, [hearts(1, [0, 0, 0, 13])]) as HeartsSheet;
    expect([jack.pool, jack.jack]).toEqual([13, true]);
    const won = scoresheet('hearts', {}, [hearts(1, [0, 0, 0, 13]), hearts(2, [0, 2, 5, 6])]) as HeartsSheet;
    expect(won.balances).toEqual({ N: 26, E: -2, S: -5, W: -13 - 6 });
    expect([won.pool, won.jack]).toEqual([0, false]);
  });
  it('a ruling on a hearts deal moves counters between players and is shown beside the result', () => {
    const base = scoresheet('hearts', {}, [hearts(1, [0, 3, 5, 5])]) as HeartsSheet;
    const ruled = applyRulingToSheet(base, {
      deal: 1,
      reason: 'misread heart',
      adjustment: { balances: { N: -1, E: 1 } },
    }) as HeartsSheet;
    expect(ruled.balances).toEqual({ N: 12, E: -2, S: -5, W: -5 });
    expect(ruled.deals[0].balances).toEqual(base.deals[0].balances);
    expect(ruled.deals[0].rulings).toHaveLength(1);
    expect(() =>
      applyRulingToSheet(base, { deal: 1, reason: 'x', adjustment: { balances: { P5: 1, N: -1 } } }),
    ).toThrow('not at the table');
  });
});
