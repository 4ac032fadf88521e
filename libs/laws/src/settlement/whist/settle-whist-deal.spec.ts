import type { Seat } from '../../seats/seat';
import type { PerSide, RevokePenaltyOption, WhistOutcome } from '../outcome';
import { settleWhistDeal } from './settle-whist-deal';
import { gameValue, honourPoints } from './whist-rules';

/** A-B are N-S, C-D are E-W in the laws.md examples. */
function deal(tricksNS: number, honours: PerSide | null, revokes: [Seat, RevokePenaltyOption?][] = [], abandoned = false): WhistOutcome {
  return {
    variant: 'whist',
    deal: 1,
    tricks: { NS: tricksNS, EW: 13 - tricksNS },
    honours,
    revokes: revokes.map(([seat, penaltyOption]) => ({ seat, penaltyOption })),
    abandoned,
  };
}

describe('whist settlement of one hand (laws.md §2.11)', () => {
  it('laws.md §2.11 example 1: tricks before honours, the losers at 4 score single (whist-1900:50, whist-1900:49, whist-1900:53)', () => {
    const r = settleWhistDeal({ NS: 3, EW: 3 }, deal(7, { NS: 0, EW: 4 }));
    const abAfterTricks = 3 + (7 - 6);
    expect(r.trickPoints.NS).toBe(7 - 6);
    expect(r.scoreReached.NS).toBe(abAfterTricks);
    expect(r.game).toEqual({ winner: 'EW', value: gameValue(abAfterTricks), by: 'honours' });
    expect(r.game?.value).toBe(1);
  });

  it('laws.md §2.11 example 2: no honours for a side at 4, the odd trick to the others (whist-1900:49, whist-1900:47)', () => {
    const r = settleWhistDeal({ NS: 4, EW: 0 }, deal(6, { NS: 4, EW: 0 }));
    expect(r.honourPoints).toEqual({ NS: 0, EW: 0 });
    expect(r.scoreReached).toEqual({ NS: 4, EW: 0 + (7 - 6) });
    expect(r.game).toBeNull();
  });

  it('laws.md §2.11 example 4: +3 for a revoke wins a treble whatever the tricks (whist-1900:75, whist-1900:53)', () => {
    const r = settleWhistDeal({ NS: 2, EW: 0 }, deal(0, { NS: 0, EW: 4 }, [['E', 'add-three']]));
    expect(r.scoreReached).toEqual({ NS: 2 + 3, EW: 0 });
    expect(r.game).toEqual({ winner: 'NS', value: gameValue(0), by: 'revoke' });
    expect(r.trickPoints.EW).toBe(0);
    expect(r.honourPoints.EW).toBe(0);
  });

  it.each([
    [4, 4],
    [3, 2],
    [2, 0],
    [1, 0],
    [0, 0],
  ])('whist-1900:48: %i honours score %i', (held, points) => {
    expect(honourPoints(held)).toBe(points);
  });

  it.each([
    [0, 3],
    [1, 2],
    [2, 2],
    [3, 1],
    [4, 1],
  ])('whist-1900:53: losers at %i make a game worth %i', (losers, value) => {
    expect(gameValue(losers)).toBe(value);
  });
});

describe('whist revoke penalties (whist-1900:75, 85, 86, 62)', () => {
  it('whist-1900:75: taking three tricks moves them before the tricks are scored', () => {
    const r = settleWhistDeal({ NS: 0, EW: 0 }, deal(6, null, [['E', 'take-three-tricks']]));
    expect(r.tricks).toEqual({ NS: 6 + 3, EW: 7 - 3 });
    expect(r.scoreReached).toEqual({ NS: 9 - 6, EW: 0 });
  });

  it('whist-1900:75 (product.md): taking three from a side with fewer takes all it has', () => {
    const r = settleWhistDeal({ NS: 0, EW: 0 }, deal(11, null, [['E', 'take-three-tricks']]));
    expect(r.tricks).toEqual({ NS: 13, EW: 0 });
    expect(r.penalties[0].amount).toBe(2);
  });

  it('whist-1900:75 (product.md): deducting three never goes below 0', () => {
    const r = settleWhistDeal({ NS: 0, EW: 2 }, deal(7, null, [['E', 'deduct-three']]));
    expect(r.scoreReached).toEqual({ NS: 7 - 6, EW: 0 });
    expect(r.penalties[0].amount).toBe(2);
  });

  it('whist-1900:75 II: a different option for each revoke', () => {
    const r = settleWhistDeal({ NS: 0, EW: 3 }, deal(5, null, [['E', 'deduct-three'], ['W', 'take-three-tricks']]));
    expect(r.penalties.map((p) => p.option)).toEqual(['deduct-three', 'take-three-tricks']);
    expect(r.scoreReached).toEqual({ NS: 5 + 3 - 6, EW: 0 });
  });

  it('whist-1900:86: the revoking side cannot win the game and stops at 4', () => {
    const r = settleWhistDeal({ NS: 3, EW: 3 }, deal(13, { NS: 4, EW: 0 }, [['N', 'deduct-three']]));
    expect(r.scoreReached.NS).toBe(4);
    expect(r.game).toBeNull();
  });

  it('whist-1900:85: both sides revoke, the penalties cancel and neither can win the game', () => {
    const r = settleWhistDeal({ NS: 3, EW: 0 }, deal(13, null, [['N', 'add-three'], ['E', 'add-three']]));
    expect(r.penalties).toEqual([]);
    expect(r.scoreReached).toEqual({ NS: 4, EW: 0 });
    expect(r.game).toBeNull();
    expect(r.laws).toContain('whist-1900:85');
  });

  it('whist-1900:62: in an abandoned hand the trick transfer is not available (±3 only)', () => {
    const r = settleWhistDeal({ NS: 0, EW: 0 }, deal(6, null, [['E', 'take-three-tricks']], true));
    expect(r.penalties[0].option).toBe('add-three');
    expect(r.tricks).toEqual({ NS: 6, EW: 7 });
    expect(r.scoreReached).toEqual({ NS: 3, EW: 7 - 6 });
  });

  it('whist-1900:51: with honoursMustBeClaimed, unclaimed honours are lost', () => {
    const o = { ...deal(6, { NS: 4, EW: 0 }), honoursClaimed: { NS: false } };
    expect(settleWhistDeal({ NS: 0, EW: 0 }, o, { honoursMustBeClaimed: true }).honourPoints.NS).toBe(0);
    expect(settleWhistDeal({ NS: 0, EW: 0 }, o, {}).honourPoints.NS).toBe(4);
  });

  it('whist-1900:50 (product.md): the losers\' honours are not scored when the winners make game on tricks', () => {
    const o = deal(12, { NS: 0, EW: 4 });
    expect(settleWhistDeal({ NS: 0, EW: 0 }, o).game?.value).toBe(3);
    expect(settleWhistDeal({ NS: 0, EW: 0 }, o, { losersHonoursWhenGameOnTricks: true }).game?.value).toBe(1);
  });
});
