import fc from 'fast-check';
import { fold } from '../play/fold/evolve';
import { fuzzedCommand } from '../testing/fuzzed-commands';
import { fuzzedSession } from '../testing/fuzzed-session';
import { dealView } from '../views/deal-view';
import { dealOutcome } from '../views/deal-outcome';
import { sessionView } from '../views/session-view';

describe('decide never fails except by LawViolation (fuzzed commands, all variants)', () => {
  it('random command sequences leave a foldable stream and the views stay computable', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('whist', 'dummy-whist', 'bridge-1904', 'solo-whist', 'hearts'),
        fc.boolean(),
        fc.array(fuzzedCommand, { minLength: 10, maxLength: 150, size: 'max' }),
        (variant, rec, cmds) => {
          const { events, state } = fuzzedSession(variant, rec, cmds);
          expect(fold(events)).toEqual(state);
          const d = state.deals[0];
          const cards = d.tricks.flatMap((t) => t.cards.map((c) => c.card));
          expect(new Set(cards).size).toBe(cards.length);
          expect(d.tricks.length).toBeLessThanOrEqual(d.handSize);
          expect(
            d.tricks.every(
              (t) =>
                t.cards.length <= d.order.length &&
                (t.winner === null) ===
                  (t.cards.length < d.order.length && !d.omitted.some((o) => o.trick === t.number)),
            ),
          ).toBe(true);
          expect(() => dealView(state, 1)).not.toThrow();
          expect(() => dealOutcome(state, 1)).not.toThrow();
          expect(JSON.parse(JSON.stringify(events))).toEqual(events);
          expect(sessionView(state).deals).toHaveLength(1);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 150) },
    );
  });
});
