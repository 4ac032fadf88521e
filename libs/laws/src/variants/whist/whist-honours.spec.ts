import { Table, ofType, table } from '../../testing/given';
import { dealOutcome } from '../../views/deal-outcome';
import { settleWhistDeal } from './settle-whist-deal';
import { whistRulesOf } from '../rule-options';
import type { WhistOutcome } from '../../core/outcome';

const suit = (s: string, ranks: string) => [...ranks].map((r) => `${r}${s}`);
/** N holds the four club honours (clubs are trumps); E-W hold none. */
const HANDS = {
  N: [...suit('C', 'AKQJ'), ...suit('S', 'AKQJT9876')],
  E: [...suit('S', '5432'), ...suit('H', 'AKQJT9876')],
  S: [...suit('H', '5432'), ...suit('D', 'AKQJT9876')],
  W: [...suit('D', '5432'), ...suit('C', 'T98765432')],
} as unknown as Record<string, string>;

/** A whist deal with N-S holding four honours, thrown in with 6 tricks to N-S and 7 to E-W. */
function hand(variant = 'whist', rules: Record<string, unknown> = { honoursMustBeClaimed: true }): Table {
  const t = table(variant, { hands: HANDS, rules });
  t.run({ type: 'AbandonHand', deal: 1, tricks: { NS: 6, EW: 7 } });
  return t;
}
const settle = (t: Table) =>
  settleWhistDeal({ NS: 0, EW: 0 }, dealOutcome(t.state, 1) as WhistOutcome, whistRulesOf(t.state.rules));

describe('whist honours must be claimed (whist-1900:51, honoursMustBeClaimed)', () => {
  it('whist-1900:51 honours claimed at the end of the hand are scored; the claim is recorded with the law', () => {
    const t = hand();
    const [e] = ofType(t.run({ type: 'ClaimHonours', deal: 1, side: 'NS' }), 'HonoursClaimed');
    expect(e).toMatchObject({ deal: 1, side: 'NS', law: 'whist-1900:51' });
    expect(dealOutcome(t.state, 1)).toMatchObject({
      honours: { NS: 4, EW: 0 },
      honoursClaimed: { NS: true, EW: false },
    });
    expect(settle(t).scoreReached).toEqual({ NS: 4, EW: 1 });
  });

  it('whist-1900:51 honours not claimed are lost when the rule is on (the other side claiming does not help)', () => {
    const t = hand();
    t.run({ type: 'ClaimHonours', deal: 1, side: 'EW' });
    expect(dealOutcome(t.state, 1)).toMatchObject({ honoursClaimed: { NS: false, EW: true } });
    expect(settle(t).scoreReached).toEqual({ NS: 0, EW: 1 });
  });

  it('whist-1900:51 a claim after the next deal has begun (its trump card turned) is too late and refused', () => {
    const t = hand();
    t.run({ type: 'StartDeal', dealer: 'N', trumpSuit: 'H' });
    expect(t.refused({ type: 'ClaimHonours', deal: 1, side: 'NS' })).toMatchObject({
      code: 'HAND_ENDED',
      law: 'whist-1900:51',
    });
    expect(settle(t).scoreReached).toEqual({ NS: 0, EW: 1 });
  });

  it('whist-1900:51 honours are claimed at the end of the hand: a claim during play, a repeated claim or a bad side is refused', () => {
    const t = table('whist', { hands: HANDS, rules: { honoursMustBeClaimed: true } });
    expect(t.refused({ type: 'ClaimHonours', deal: 1, side: 'NS' })).toMatchObject({
      code: 'HAND_NOT_ENDED',
      law: 'whist-1900:51',
    });
    t.run({ type: 'AbandonHand', deal: 1, tricks: { NS: 6, EW: 7 } });
    expect(t.refused({ type: 'ClaimHonours', deal: 1, side: 'N' as never }).code).toBe('MALFORMED_COMMAND');
    t.run({ type: 'ClaimHonours', deal: 1, side: 'NS' });
    expect(t.refused({ type: 'ClaimHonours', deal: 1, side: 'NS' }).code).toBe('DUPLICATE_ID');
  });

  it('whist-1900:51 without honoursMustBeClaimed honours are scored automatically (product.md) and no claim flag is passed', () => {
    const t = hand('whist', {});
    const o = dealOutcome(t.state, 1) as WhistOutcome;
    expect(o.honoursClaimed).toBeUndefined();
    expect(settle(t).scoreReached).toEqual({ NS: 4, EW: 1 });
  });

  it('whist-1900:51 dummy whist claims honours the same way; other games have none to claim', () => {
    const t = hand('dummy-whist');
    t.run({ type: 'ClaimHonours', deal: 1, side: 'NS' });
    expect(dealOutcome(t.state, 1)).toMatchObject({ honoursClaimed: { NS: true, EW: false } });
    const solo = table('solo-whist');
    expect(solo.refused({ type: 'ClaimHonours', deal: 1, side: 'NS' })).toMatchObject({
      code: 'MALFORMED_COMMAND',
      law: 'whist-1900:51',
    });
  });
});
