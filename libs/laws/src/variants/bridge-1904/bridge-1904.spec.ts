import type { Seat } from '../../core/seats/seat';
import type { BridgeOutcome, BridgeTrump, RevokePenaltyOption } from '../../core/outcome';
import { applyBridgeDeal, emptyBridgeSheet } from './bridge-sheet';
import { baseTrickValue, chicanePerSide, sideHonours, slamPoints, trickValue } from './bridge-values';
import { settleBridgeDeal } from './settle-bridge-deal';

function hand(trump: BridgeTrump, tricksNS: number, extra: Partial<BridgeOutcome> = {}): BridgeOutcome {
  return {
    variant: 'bridge-1904',
    deal: 1,
    declarer: 'S',
    trump,
    doublings: 0,
    tricks: { NS: tricksNS, EW: 13 - tricksNS },
    honours: null,
    chicane: [],
    revokes: [],
    ...extra,
  };
}
const rv = (seat: Seat, penaltyOption: RevokePenaltyOption) => ({ seat, penaltyOption });

describe('bridge-1904 values (bridge-1904:4-9, 53-58)', () => {
  it.each([
    ['S', 2],
    ['C', 4],
    ['D', 6],
    ['H', 8],
    ['NT', 12],
  ] as const)('bridge-1904:4: a trick over six at %s is worth %i', (t, v) => {
    expect(baseTrickValue(t)).toBe(v);
    expect(trickValue(t, 1)).toBe(2 * v);
    expect(trickValue(t, 2)).toBe(4 * v);
  });
  it('bridge-1904:58: redoubling stops at 100 a trick', () => {
    expect(trickValue('NT', 5)).toBe(100);
  });
  it.each([
    ['H', 5, 0, 10 * 8],
    ['H', 4, 1, 9 * 8],
    ['H', 4, 0, 8 * 8],
    ['H', 3, 2, 5 * 8],
    ['H', 2, 2, 4 * 8],
    ['H', 2, 1, 2 * 8],
    ['H', 1, 1, 0],
    ['NT', 4, 0, 100],
    ['NT', 2, 2, 40],
    ['NT', 2, 1, 30],
    ['NT', 1, 1, 0],
  ] as const)('bridge-1904:5-7: honours at %s held %i + %i score %i', (t, a, b, pts) => {
    expect(sideHonours(t, a, b)).toBe(pts);
  });
  it("bridge-1904:8: chicane is twice the trick value for the void player's side, none at no trumps", () => {
    expect(chicanePerSide('D', ['E'])).toEqual({ NS: 0, EW: 2 * 6 });
    expect(chicanePerSide('NT', ['E'])).toEqual({ NS: 0, EW: 0 });
  });
  it.each([
    [13, 40],
    [12, 20],
    [11, 0],
  ])('bridge-1904:9: %i tricks make a slam worth %i', (n, pts) => {
    expect(slamPoints(n)).toBe(pts);
  });
});

describe('bridge-1904 hand and rubber', () => {
  it('bridge-1904:2, 4: tricks over six doubled score below the line; 30 wins the game', () => {
    const r = settleBridgeDeal({ NS: 0, EW: 0 }, hand('H', 9, { doublings: 1 }));
    expect(r.below.NS).toBe(3 * 16);
    expect(r.game).toEqual({ winner: 'NS' });
  });
  it('bridge-1904:5, 10: honours are scored above the line at the undoubled value, whoever declared', () => {
    const r = settleBridgeDeal({ NS: 0, EW: 0 }, hand('S', 7, { doublings: 2, honours: { N: 0, E: 4, S: 0, W: 1 } }));
    expect(r.above).toEqual({ NS: 0, EW: 9 * 2 });
  });
  it('bridge-1904:90 V: the revoking side cannot pass 28 below the line nor score a slam', () => {
    const r = settleBridgeDeal({ NS: 20, EW: 0 }, hand('NT', 13, { revokes: [rv('N', 'add-three')] }));
    expect(r.scoreReached.NS).toBe(28);
    expect(r.above.NS).toBe(0);
    expect(r.scoreReached.EW).toBe(3 * 12);
    expect(r.game).toEqual({ winner: 'EW' });
  });
  it('bridge-1904:90 V: the revoking side makes no game even with all the tricks', () => {
    const r = settleBridgeDeal({ NS: 20, EW: 0 }, hand('NT', 13, { revokes: [rv('N', 'deduct-three')] }));
    expect(r.scoreReached).toEqual({ NS: 28, EW: 0 });
    expect(r.game).toBeNull();
  });
  it('bridge-1904:9, 90: tricks taken as a revoke penalty do not make a slam', () => {
    const r = settleBridgeDeal({ NS: 0, EW: 0 }, hand('C', 11, { revokes: [rv('E', 'take-three-tricks')] }));
    expect(r.tricks).toEqual({ NS: 13, EW: 0 });
    expect(r.above.NS).toBe(0);
  });
  it('bridge-1904:90: deducting the value of three tricks never takes the revokers below 0', () => {
    const r = settleBridgeDeal({ NS: 0, EW: 10 }, hand('D', 7, { revokes: [rv('E', 'deduct-three')] }));
    expect(r.scoreReached).toEqual({ NS: 6, EW: 0 });
  });
  it('bridge-1904:99: both sides revoke: each penalised, neither wins the game', () => {
    const r = settleBridgeDeal(
      { NS: 24, EW: 24 },
      hand('H', 10, { revokes: [rv('N', 'add-three'), rv('E', 'add-three')] }),
    );
    expect(r.scoreReached).toEqual({ NS: 28, EW: 28 });
    expect(r.game).toBeNull();
  });
  it('bridge-1904:1, 11: two games win the rubber; +100 and the difference of the totals', () => {
    let sheet = emptyBridgeSheet();
    const deals = [hand('NT', 10, { honours: { N: 2, E: 1, S: 1, W: 0 } }), hand('S', 3), hand('H', 11)];
    deals.forEach((d, i) => (sheet = applyBridgeDeal(sheet, { ...d, deal: i + 1 })));
    const ns = 4 * 12 + 30 + 5 * 8;
    const ew = 4 * 2;
    expect(sheet.rubbers).toEqual([{ winner: 'NS', points: ns + 100 - ew }]);
    expect(sheet.points).toEqual({ NS: ns + 100 - ew, EW: -(ns + 100 - ew) });
    expect(sheet.score).toEqual({ NS: 0, EW: 0 });
  });
});
