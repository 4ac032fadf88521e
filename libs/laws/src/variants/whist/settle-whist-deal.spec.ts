import type { Seat } from '../../core/seats/seat';
import type { PerSide, RevokePenaltyOption, WhistOutcome } from '../../core/outcome';
import { settleWhistDeal } from './settle-whist-deal';
import { gameValue, honourPoints } from './whist-rules';

/** A-B are N-S, C-D are E-W in the laws.md examples. */
function deal(
  tricksNS: number,
  honours: PerSide | null,
  revokes: [Seat, RevokePenaltyOption?][] = [],
  abandoned = false,
): WhistOutcome {
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
  // A-B are N-S, C-D are E-W. Expected scores are written as the law computes them.
  it.each([
    {
      name: 'laws.md §2.11 example 1: tricks before honours, C-D win on honours, A-B at 4 make it single (whist-1900:50, whist-1900:49, whist-1900:53)',
      start: { NS: 3, EW: 3 },
      outcome: deal(7, { NS: 0, EW: 4 }),
      score: { NS: 3 + (7 - 6), EW: 3 + 4 },
      game: { winner: 'EW', value: gameValue(3 + (7 - 6)), by: 'honours' },
    },
    {
      name: 'laws.md §2.11 example 2: no honours at 4, the odd trick to C-D (whist-1900:49, whist-1900:47)',
      start: { NS: 4, EW: 0 },
      outcome: deal(6, { NS: 4, EW: 0 }),
      score: { NS: 4, EW: 0 + (7 - 6) },
      game: null,
    },
    {
      name: 'laws.md §2.11 example 4: C-D revoke, A-B add 3 and win a treble whatever the tricks (whist-1900:75, whist-1900:53)',
      start: { NS: 2, EW: 0 },
      outcome: deal(0, { NS: 0, EW: 4 }, [['E', 'add-three']]),
      score: { NS: 2 + 3, EW: 0 },
      game: { winner: 'NS', value: gameValue(0), by: 'revoke' },
    },
  ])('$name', ({ start, outcome, score, game }) => {
    const r = settleWhistDeal(start, outcome);
    expect(r.scoreReached).toEqual(score);
    expect(r.game).toEqual(game);
  });

  it.each([
    { name: 'laws.md §2.11 example 1 gives a single (whist-1900:53)', losers: 4, value: 1 },
    { name: 'laws.md §2.11 example 4 gives a treble (whist-1900:53)', losers: 0, value: 3 },
  ])('$name', ({ losers, value }) => {
    expect(gameValue(losers)).toBe(value);
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
    const r = settleWhistDeal(
      { NS: 0, EW: 3 },
      deal(5, null, [
        ['E', 'deduct-three'],
        ['W', 'take-three-tricks'],
      ]),
    );
    expect(r.penalties.map((p) => p.option)).toEqual(['deduct-three', 'take-three-tricks']);
    expect(r.scoreReached).toEqual({ NS: 5 + 3 - 6, EW: 0 });
  });

  it('whist-1900:86: the revoking side cannot win the game and stops at 4', () => {
    const r = settleWhistDeal({ NS: 3, EW: 3 }, deal(13, { NS: 4, EW: 0 }, [['N', 'deduct-three']]));
    expect(r.scoreReached.NS).toBe(4);
    expect(r.game).toBeNull();
  });

  it('whist-1900:85: both sides revoke, the penalties cancel and neither can win the game', () => {
    const r = settleWhistDeal(
      { NS: 3, EW: 0 },
      deal(13, null, [
        ['N', 'add-three'],
        ['E', 'add-three'],
      ]),
    );
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

  it("whist-1900:50 (product.md): the losers' honours are not scored when the winners make game on tricks", () => {
    const o = deal(12, { NS: 0, EW: 4 });
    expect(settleWhistDeal({ NS: 0, EW: 0 }, o).game?.value).toBe(3);
    expect(settleWhistDeal({ NS: 0, EW: 0 }, o, { losersHonoursWhenGameOnTricks: true }).game?.value).toBe(1);
  });
});
