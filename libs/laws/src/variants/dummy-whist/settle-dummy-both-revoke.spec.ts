import type { Seat } from '../../core/seats/seat';
import type { RevokePenaltyOption, WhistOutcome } from '../../core/outcome';
import { settleWhistDeal } from '../whist/settle-whist-deal';

/** A dummy-whist hand: NS took `tricksNS`, S (Dummy's partner, in his own hand) and E revoked. */
function bothRevoke(tricksNS: number, s: RevokePenaltyOption, e: RevokePenaltyOption): WhistOutcome {
  const revokes: [Seat, RevokePenaltyOption][] = [
    ['S', s],
    ['E', e],
  ];
  return {
    variant: 'dummy-whist',
    deal: 1,
    tricks: { NS: tricksNS, EW: 13 - tricksNS },
    honours: null,
    revokes: revokes.map(([seat, penaltyOption]) => ({ seat, penaltyOption })),
  };
}

describe('dummy whist under the Bridge 1904 laws: both sides revoking (bridge-1904:99)', () => {
  it("bridge-1904:99 each side is penalised at its adversary's discretion; neither wins the game by that hand", () => {
    const r = settleWhistDeal({ NS: 3, EW: 0 }, bothRevoke(9, 'add-three', 'take-three-tricks'), {
      dummyLaws: 'bridge-1904',
    });
    expect(r.penalties).toEqual([
      { to: 'EW', option: 'add-three', amount: 3, law: 'bridge-1904:99' },
      { to: 'NS', option: 'take-three-tricks', amount: 3, law: 'bridge-1904:99' },
    ]);
    expect(r.tricks).toEqual({ NS: 12, EW: 1 });
    // NS would reach 3 + 6 = 9 and EW 3 + 0: both revoked, so both stop below game (4)
    expect(r.scoreReached).toEqual({ NS: 4, EW: 3 });
    expect(r.game).toBeNull();
    expect(r.laws).toContain('bridge-1904:99');
    expect(r.laws).not.toContain('whist-1900:85');
  });

  it('bridge-1904:99 a deduction elected against each side is made from each (no cancelling as at whist)', () => {
    const r = settleWhistDeal({ NS: 3, EW: 2 }, bothRevoke(6, 'deduct-three', 'deduct-three'), {
      dummyLaws: 'bridge-1904',
    });
    expect(r.penalties.map((p) => [p.to, p.option, p.amount])).toEqual([
      ['EW', 'deduct-three', 3],
      ['NS', 'deduct-three', 2],
    ]);
    expect(r.scoreReached).toEqual({ NS: 0, EW: 0 + (7 - 6) });
  });

  it('whist-1900:85 under the Whist laws (the default) the same revokes cancel', () => {
    const r = settleWhistDeal({ NS: 3, EW: 0 }, bothRevoke(9, 'add-three', 'take-three-tricks'));
    expect(r.penalties).toEqual([]);
    expect(r.scoreReached).toEqual({ NS: 4, EW: 0 });
    expect(r.laws).toContain('whist-1900:85');
    expect(r.laws).not.toContain('bridge-1904:99');
  });
});
