import fc from 'fast-check';
import { PENALTY_KINDS } from '../core/duties';

const seat = fc.constantFrom('N', 'E', 'S', 'W', 'X');
const ranks = '23456789TJQKA';
const card = fc.oneof(
  fc.tuple(fc.constantFrom(...ranks), fc.constantFrom('S', 'H', 'D', 'C')).map(([r, s]) => r + s),
  fc.constant('ZZ'),
);
const suit = fc.constantFrom('S', 'H', 'D', 'C', 'NT', 'Q');
const id = fc.constantFrom('a', 'b', 'c');
const smart = fc.record({
  type: fc.constant('SmartPlay' as const),
  seat: fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: seat }),
  pick: fc.nat({ max: 12 }),
});

/**
 * Fuzzed commands of every kind, lawful and unlawful (unknown seats, the card `ZZ`, odd trump names and
 * trick counts), mostly plays of cards still held (`SmartPlay`): input for `fuzzedSession`.
 */
export const fuzzedCommand = fc.oneof(
  { weight: 40, arbitrary: smart },
  { weight: 8, arbitrary: fc.record({ type: fc.constant('PlayCard' as const), deal: fc.constant(1), seat, card }) },
  fc.record({
    type: fc.constant('MakeCall' as const),
    deal: fc.constant(1),
    seat,
    call: fc.constantFrom(
      'pass',
      'proposal',
      'acceptance',
      'solo',
      'misere',
      'abondance',
      'declare',
      'leave-it',
      'double',
      'redouble',
      'may-i-lead',
      'yes',
      'satisfied',
    ),
    trumpSuit: suit,
  }),
  fc.record({
    type: fc.constant('ExposeCards' as const),
    deal: fc.constant(1),
    seat,
    cards: fc.array(card, { minLength: 1, maxLength: 2 }),
    how: fc.constantFrom('dropped', 'named', 'shown', 'detached-named', 'two-played'),
    namedBy: seat,
  }),
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('ElectPenalty' as const),
      deal: fc.constant(1),
      by: seat,
      against: seat,
      kind: fc.constantFrom(...PENALTY_KINDS),
      suit: fc.constantFrom('S', 'H', 'D', 'C'),
    }),
  },
  fc.record({
    type: fc.constant('CorrectPlay' as const),
    deal: fc.constant(1),
    kind: fc.constantFrom('revoke-corrected', 'false-lead-withdrawn', 'take-back', 'draw'),
    seat,
    card,
    from: seat,
  }),
  fc.record({
    type: fc.constant('MakeClaim' as const),
    deal: fc.constant(1),
    id,
    seat,
    tricks: fc.oneof(fc.constant('rest' as const), fc.integer({ min: -1, max: 14 })),
  }),
  fc.record({
    type: fc.constant('AnswerClaim' as const),
    deal: fc.constant(1),
    claimId: id,
    seat,
    accept: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('ClaimRevoke' as const),
    deal: fc.constant(1),
    id,
    by: seat,
    against: seat,
    trick: fc.integer({ min: 0, max: 14 }),
  }),
  fc.record({
    type: fc.constant('ElectRevokePenalty' as const),
    deal: fc.constant(1),
    by: seat,
    revokeClaim: id,
    option: fc.constantFrom('take-three-tricks', 'deduct-three', 'add-three', 'x'),
  }),
  fc.record({
    type: fc.constant('RecordIrregularity' as const),
    deal: fc.constant(1),
    seat,
    kind: fc.constantFrom('looked-at-trick', 'called-attention', 'asked-partner', 'dummy-suggested'),
    card,
  }),
  fc.record({ type: fc.constant('AbandonHand' as const), deal: fc.constant(1), tricks: fc.constant({ NS: 7, EW: 6 }) }),
);
