import fc from 'fast-check';
import { FULL_PACK } from '../../core/cards/pack';
import { dealFromKeys, playRandomDeal } from '../../testing/random-deal';
import { ofType } from '../../testing/given';
import { dealOutcome } from '../../views/deal-outcome';

const keys = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 52, maxLength: 52 });
const choices = fc.array(fc.nat({ max: 12 }), { minLength: 8, maxLength: 60 });
const variant = fc.constantFrom(
  'whist' as const,
  'dummy-whist' as const,
  'bridge-1904' as const,
  'solo-whist' as const,
  'hearts' as const,
);

describe('random deals in every variant (fast-check)', () => {
  it('cards are conserved, the deal ends and its outcome is produced; no revoke when all followed', () => {
    fc.assert(
      fc.property(variant, keys, choices, fc.boolean(), (v, k, ch, rec) => {
        const { state, events } = playRandomDeal(dealFromKeys(k), ch, { recordHands: rec, variant: v });
        const d = state.deals[0];
        expect(d.tricks.flatMap((t) => t.cards.map((c) => c.card)).sort()).toEqual([...FULL_PACK].sort());
        expect(d.status).toBe('ended');
        expect(ofType(events, 'RevokeCommitted')).toEqual([]);
        const out = dealOutcome(state, 1)!;
        expect(out.variant).toBe(v);
        if (out.variant === 'hearts') expect(Object.values(out.hearts).reduce((a, b) => a + b, 0)).toBe(13);
        if ('tricks' in out) expect(out.tricks.NS + out.tricks.EW).toBe(13);
      }),
      { numRuns: 60 },
    );
  });
  it('an injected revoke is found at its trick in every variant, with or without the hands', () => {
    fc.assert(
      fc.property(
        variant,
        keys,
        choices,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        (v, k, ch, trick, position, rec) => {
          const { events, injected } = playRandomDeal(dealFromKeys(k), ch, {
            recordHands: rec,
            variant: v,
            revokeAt: { trick, position },
          });
          const found = ofType(events, 'RevokeCommitted').map((r) => [r.seat, r.trick]);
          expect(found).toEqual(injected ? [[injected.seat, injected.trick]] : []);
        },
      ),
      { numRuns: 80 },
    );
  });
});
