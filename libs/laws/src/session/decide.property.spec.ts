import fc from 'fast-check';
import { decide } from './decide';
import { fold } from './evolve';
import { fuzzedSession } from '../testing/fuzzed-session';
import { dealView } from '../views/deal-view';
import { dealOutcome } from '../views/deal-outcome';
import { sessionView } from '../views/session-view';

const seat = fc.constantFrom('N', 'E', 'S', 'W', 'X');
const ranks = '23456789TJQKA';
const card = fc.oneof(fc.tuple(fc.constantFrom(...ranks), fc.constantFrom('S', 'H', 'D', 'C')).map(([r, s]) => r + s), fc.constant('ZZ'));
const suit = fc.constantFrom('S', 'H', 'D', 'C', 'NT', 'Q');
const id = fc.constantFrom('a', 'b', 'c');
const smart = fc.record({ type: fc.constant('SmartPlay' as const), seat: fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: seat }), pick: fc.nat({ max: 12 }) });
const command = fc.oneof(
  { weight: 40, arbitrary: smart },
  { weight: 8, arbitrary: fc.record({ type: fc.constant('PlayCard' as const), deal: fc.constant(1), seat, card }) },
  fc.record({ type: fc.constant('MakeCall' as const), deal: fc.constant(1), seat, call: fc.constantFrom('pass', 'proposal', 'acceptance', 'solo', 'misere', 'abondance', 'declare', 'leave-it', 'double', 'redouble'), trumpSuit: suit }),
  fc.record({ type: fc.constant('ExposeCards' as const), deal: fc.constant(1), seat, cards: fc.array(card, { minLength: 1, maxLength: 2 }), how: fc.constantFrom('dropped', 'named', 'shown', 'detached-named', 'two-played'), namedBy: seat }),
  { weight: 3, arbitrary: fc.record({ type: fc.constant('ElectPenalty' as const), deal: fc.constant(1), by: seat, against: seat, kind: fc.constantFrom('call-card', 'call-suit', 'call-highest', 'call-lowest', 'win-trick', 'lose-trick', 'follow-or-pass', 'forbid-lead', 'play-card', 'do-not-play-card', 'new-deal'), suit: fc.constantFrom('S', 'H', 'D', 'C') }) },
  fc.record({ type: fc.constant('CorrectPlay' as const), deal: fc.constant(1), kind: fc.constantFrom('revoke-corrected', 'false-lead-withdrawn', 'take-back', 'draw'), seat, card, from: seat }),
  fc.record({ type: fc.constant('MakeClaim' as const), deal: fc.constant(1), id, seat, tricks: fc.oneof(fc.constant('rest' as const), fc.integer({ min: -1, max: 14 })) }),
  fc.record({ type: fc.constant('AnswerClaim' as const), deal: fc.constant(1), claimId: id, seat, accept: fc.boolean() }),
  fc.record({ type: fc.constant('ClaimRevoke' as const), deal: fc.constant(1), id, by: seat, against: seat, trick: fc.integer({ min: 0, max: 14 }) }),
  fc.record({ type: fc.constant('ElectRevokePenalty' as const), deal: fc.constant(1), by: seat, revokeClaim: id, option: fc.constantFrom('take-three-tricks', 'deduct-three', 'add-three', 'x') }),
  fc.record({ type: fc.constant('RecordIrregularity' as const), deal: fc.constant(1), seat, kind: fc.constantFrom('looked-at-trick', 'called-attention', 'asked-partner', 'dummy-suggested'), card }),
  fc.record({ type: fc.constant('AbandonHand' as const), deal: fc.constant(1), tricks: fc.constant({ NS: 7, EW: 6 }) }),
);

describe('decide never fails except by LawViolation (fuzzed commands, all variants)', () => {
  it('random command sequences leave a foldable stream and the views stay computable', () => {
    fc.assert(
      fc.property(fc.constantFrom('whist', 'dummy-whist', 'bridge-1904', 'solo-whist', 'hearts'), fc.boolean(), fc.array(command, { minLength: 10, maxLength: 150, size: 'max' }), (variant, rec, cmds) => {
        const { events, state } = fuzzedSession(variant, rec, cmds);
        expect(fold(events)).toEqual(state);
        const d = state.deals[0];
        const cards = d.tricks.flatMap((t) => t.cards.map((c) => c.card));
        expect(new Set(cards).size).toBe(cards.length);
        expect(d.tricks.length).toBeLessThanOrEqual(d.handSize);
        expect(d.tricks.every((t) => t.cards.length <= d.order.length && (t.winner === null) === (t.cards.length < d.order.length && !d.omitted.some((o) => o.trick === t.number)))).toBe(true);
        expect(() => dealView(state, 1)).not.toThrow();
        expect(() => dealOutcome(state, 1)).not.toThrow();
        expect(JSON.parse(JSON.stringify(events))).toEqual(events);
        expect(sessionView(state).deals).toHaveLength(1);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 150) },
    );
  });
});
