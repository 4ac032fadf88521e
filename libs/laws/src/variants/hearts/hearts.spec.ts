import type { HeartsOutcome, HeartsSeat } from '../../core/outcome';
import { applyHeartsDeal, emptyHeartsSheet } from './hearts-sheet';
import { settleHeartsDeal } from './settle-hearts-deal';

const P: readonly HeartsSeat[] = ['N', 'E', 'S', 'W'];
/** laws.md names the players P1..P4; here they sit N, E, S, W. */
function hand(hearts: readonly number[], revokers: readonly number[] = [], players = P): HeartsOutcome {
  return {
    variant: 'hearts',
    deal: 1,
    players,
    hearts: Object.fromEntries(players.map((p, i) => [p, hearts[i]])),
    forfeits: [],
    revokes: revokers.map((i) => ({ seat: players[i - 1] })),
  };
}
const asList = (rec: Readonly<Partial<Record<HeartsSeat, number>>>, players = P) => players.map((p) => rec[p] ?? 0);
const none = { pool: 0, jack: false };

describe('laws.md §5.6 worked sweepstake examples (4 players; P1..P4 = N E S W)', () => {
  const jack13 = { pool: 13, jack: true };
  it.each([
    {
      name: 'example 1: 0,3,5,5: P1 takes the 13 (hearts-foster:29)',
      h: [0, 3, 5, 5],
      rv: [],
      before: none,
      balances: [3 + 5 + 5, -3, -5, -5],
      after: { pool: 0, jack: false },
    },
    {
      name: 'example 2: 0,0,6,7: P1 and P2 divide, the odd counter carries (hearts-foster:29)',
      h: [0, 0, 6, 7],
      rv: [],
      before: none,
      balances: [Math.floor(13 / 2), Math.floor(13 / 2), -6, -7],
      after: { pool: 13 % 2, jack: false },
    },
    {
      name: 'example 3: 0,0,0,13: a Jack, P4 is −13 (hearts-foster:29)',
      h: [0, 0, 0, 13],
      rv: [],
      before: none,
      balances: [0, 0, 0, -13],
      after: { pool: 13, jack: true },
    },
    {
      name: 'example 4: 1,2,4,6: no clean hand, a Jack (product.md, hearts-foster:29)',
      h: [1, 2, 4, 6],
      rv: [],
      before: none,
      balances: [-1, -2, -4, -6],
      after: { pool: 13, jack: true },
    },
    {
      name: 'example 5: Jack of 13 pending, 0,2,5,6: P1 takes 26 (hearts-foster:29)',
      h: [0, 2, 5, 6],
      rv: [],
      before: jack13,
      balances: [13 + 13, -2, -5, -6],
      after: { pool: 0, jack: false },
    },
    {
      name: 'example 6: P3 revokes, true result 0,4,4,5: P1 takes 13, all from P3 (hearts-foster:23)',
      h: [0, 4, 4, 5],
      rv: [3],
      before: none,
      balances: [13, 0, -13, 0],
      after: { pool: 0, jack: false },
    },
    {
      name: 'example 7: P1 revokes and took no hearts: a Jack of 13 (hearts-foster:23)',
      h: [0, 4, 4, 5],
      rv: [1],
      before: none,
      balances: [-13, 0, 0, 0],
      after: { pool: 13, jack: true },
    },
    {
      name: 'example 8: P1 revokes, P1 and P2 clean: P2 +6, 7 to the Jack (hearts-foster:23)',
      h: [0, 0, 6, 7],
      rv: [1],
      before: none,
      balances: [-13, 6, 0, 0],
      after: { pool: 13 - 6, jack: true },
    },
    {
      name: 'example 9: P2 and P3 both revoke, P1 clean: P1 +26 (hearts-foster:24)',
      h: [0, 4, 4, 5],
      rv: [2, 3],
      before: none,
      balances: [2 * 13, -13, -13, 0],
      after: { pool: 0, jack: false },
    },
  ])('laws.md §5.6 $name', ({ h, rv, before, balances, after }) => {
    const r = settleHeartsDeal(hand(h, rv), before);
    expect(asList(r.balances)).toEqual(balances);
    expect(r.after).toEqual(after);
  });

  it('laws.md §5.4 A (product.md jackDividable: false): two clean players do not win a pending Jack', () => {
    expect(settleHeartsDeal(hand([0, 0, 6, 7]), { pool: 13, jack: true }).after).toEqual({ pool: 26, jack: true });
    expect(settleHeartsDeal(hand([0, 0, 6, 7]), { pool: 13, jack: true }, { jackDividable: true }).after).toEqual({
      pool: 0,
      jack: false,
    });
  });
});

describe("laws.md §5.4 B Howell's settling", () => {
  it.each([
    {
      name: "Foster's example A 3, B 5, C 5, D 0 nets +1, −7, −7, +13 (hearts-foster:p309)",
      h: [3, 5, 5, 0],
      balances: [13 - 4 * 3, 13 - 4 * 5, 13 - 4 * 5, 13 - 4 * 0],
    },
  ])('laws.md §5.4 B: $name', ({ h, balances }) => {
    const r = settleHeartsDeal(hand(h), none, { settlement: 'howell' });
    expect(asList(r.paid)).toEqual(h.map((x) => 3 * x));
    expect(asList(r.received)).toEqual(h.map((x) => 13 - x));
    expect(asList(r.balances)).toEqual(balances);
    expect(asList(r.balances)).toEqual([1, -7, -7, 13]);
    expect(r.after).toEqual({ pool: 0, jack: false });
  });
  it("laws.md §5.5 (ruling): a revoker under Howell pays the winners and the others' losses are waived", () => {
    const r = settleHeartsDeal(hand([3, 5, 5, 0], [2]), none, { settlement: 'howell' });
    expect(asList(r.balances)).toEqual([1, -(1 + 13), 0, 13]);
  });
});

describe('hearts laws 15-17 and stripped packs', () => {
  it('hearts-foster:15: the short and the long hand each forfeit 5 into the pool', () => {
    const o = {
      ...hand([0, 3, 5, 5]),
      forfeits: [
        { seat: 'E' as const, counters: 5, law: 'hearts-foster:15' },
        { seat: 'S' as const, counters: 5, law: 'hearts-foster:15' },
      ],
    };
    const r = settleHeartsDeal(o, none);
    expect(asList(r.balances)).toEqual([13 + 10, -3 - 5, -5 - 5, -5]);
  });
  it('hearts-foster:16: the player who missed a trick takes the last trick and its hearts', () => {
    const o: HeartsOutcome = {
      ...hand([0, 3, 5, 5]),
      lastTrick: { winner: 'E', hearts: 2, takenBy: 'N', law: 'hearts-foster:16' },
    };
    const r = settleHeartsDeal(o, none);
    expect(asList(r.hearts)).toEqual([2, 1, 5, 5]);
    expect(r.after).toEqual({ pool: 13, jack: true });
  });
  it('laws.md §5.1: six players (12 hearts, seats P5 and P6) settle Howell zero-sum', () => {
    const six: HeartsSeat[] = ['N', 'E', 'S', 'W', 'P5', 'P6'];
    const r = settleHeartsDeal(hand([0, 2, 2, 3, 4, 1], [], six), none, { settlement: 'howell' });
    expect(asList(r.balances, six)).toEqual([12, 0, 0, -6, -12, 6]);
  });
  it('laws.md §5.1: three players (N E S) play sweepstakes', () => {
    const three: HeartsSeat[] = ['N', 'E', 'S'];
    let sheet = emptyHeartsSheet(three);
    sheet = applyHeartsDeal(sheet, hand([0, 6, 7], [], three));
    expect(sheet.balances).toEqual({ N: 13, E: -6, S: -7 });
  });
});
