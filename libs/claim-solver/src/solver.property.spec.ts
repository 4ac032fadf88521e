import fc from 'fast-check';
import { Card, Suit } from '@ledger/laws/core/cards/card';
import { Seat } from '@ledger/laws/core/seats/seat';
import { Goal, Position } from './position';
import { Solver } from './solve';
import { minimax } from './testing/minimax';
import { shuffledPack } from '@ledger/laws/testing/shuffled-pack';

const ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];

const arbPosition = fc
  .record({
    seed: fc.integer(),
    k: fc.integer({ min: 1, max: 4 }),
    onTable: fc.integer({ min: 0, max: 3 }),
    leader: fc.constantFrom(...ORDER),
    trump: fc.constantFrom<Suit | null>(null, 'S', 'H', 'D', 'C'),
    goal: fc.constantFrom<Goal>(
      { kind: 'tricks', side: ['N', 'S'] },
      { kind: 'tricks', side: ['E'] },
      { kind: 'misere', seat: 'W' },
      { kind: 'hearts', seat: 'N' },
    ),
  })
  .map(({ seed, k, onTable, leader, trump, goal }) => {
    const pack = shuffledPack(seed);
    const trick = Array.from({ length: onTable }, (_, i) => ({
      seat: ORDER[(ORDER.indexOf(leader) + i) % 4],
      card: pack[4 * k + i],
    }));
    const hands: Record<string, Card[]> = {};
    ORDER.forEach((s, i) => (hands[s] = pack.slice(i * k, i * k + k - (trick.some((t) => t.seat === s) ? 1 : 0))));
    const position: Position = { order: ORDER, hands, trump, leader, trick };
    return { position, goal };
  });

/** Positions where one side holds most of the top cards, split between its two hands (quick tricks of both hands, entries, discards). */
const arbTopHeavy = fc
  .record({
    seed: fc.integer(),
    k: fc.integer({ min: 2, max: 4 }),
    mix: fc.integer({ min: 0, max: 3 }),
    leader: fc.constantFrom(...ORDER),
    trump: fc.constantFrom<Suit | null>(null, null, 'S', 'H'),
  })
  .map(({ seed, k, mix, leader, trump }) => {
    const pack = shuffledPack(seed);
    const top = pack.filter((c) => 'AKQJ'.includes(c[0]));
    const low = pack.filter((c) => !'AKQJ'.includes(c[0]));
    const ns = [...top.slice(0, 2 * k - mix), ...low.slice(0, mix)];
    const ew = [...low.slice(mix, mix + 2 * k - mix), ...top.slice(2 * k - mix, 2 * k)];
    const hands: Record<string, Card[]> = { N: ns.slice(0, k), S: ns.slice(k), E: ew.slice(0, k), W: ew.slice(k) };
    const position: Position = { order: ORDER, hands, trump, leader, trick: [] };
    const goal: Goal = { kind: 'tricks', side: ['N', 'S'] };
    return { position, goal };
  });

/**
 * Misère and Hearts positions where the counted seat holds low cards (the claims of `bench:claims`):
 * `escapes`, `losesOne` and the avoiding leads of ADR 0029 are at work. `CLAIM_SOLVER_PROPERTY_RUNS`
 * sets the number of runs (default 150; the check of ADR 0029 ran 3,000).
 */
const arbVictim = fc
  .record({
    seed: fc.integer(),
    k: fc.integer({ min: 2, max: 4 }),
    onTable: fc.integer({ min: 0, max: 3 }),
    leader: fc.constantFrom(...ORDER),
    seat: fc.constantFrom(...ORDER),
    hearts: fc.boolean(),
  })
  .map(({ seed, k, onTable, leader, seat, hearts }) => {
    const shuffled = shuffledPack(seed);
    const own = shuffled.filter((c) => '23456789'.includes(c[0])).slice(0, k);
    const pack = shuffled.filter((c) => !own.includes(c));
    pack.splice(ORDER.indexOf(seat) * k, 0, ...own);
    const trick = Array.from({ length: onTable }, (_, i) => ({
      seat: ORDER[(ORDER.indexOf(leader) + i) % 4],
      card: pack[4 * k + i],
    }));
    const hands: Record<string, Card[]> = {};
    ORDER.forEach((s, i) => (hands[s] = pack.slice(i * k, i * k + k - (trick.some((t) => t.seat === s) ? 1 : 0))));
    const position: Position = { order: ORDER, hands, trump: null, leader, trick };
    const goal: Goal = hearts ? { kind: 'hearts', seat } : { kind: 'misere', seat };
    return { position, goal };
  });

describe('claim solver (property)', () => {
  it('equals plain minimax at misère and Hearts where the counted seat holds low cards (its escapes, the tricks it surely loses)', () => {
    fc.assert(
      fc.property(arbVictim, ({ position, goal }) => {
        const hands = position.hands as Record<string, Card[]>;
        const expected = minimax(hands, null, position.leader as Seat, [...position.trick], goal);
        const sv = new Solver(position, goal);
        expect(sv.value()).toBe(expected);
        expect(sv.reaches(expected + 1)).toBe(false);
      }),
      { numRuns: Number(process.env.CLAIM_SOLVER_PROPERTY_RUNS ?? 150) },
    );
  });

  it('equals plain minimax where one side holds the top cards in both hands (the quick-trick bounds decide)', () => {
    fc.assert(
      fc.property(arbTopHeavy, ({ position, goal }) => {
        const hands = position.hands as Record<string, Card[]>;
        const expected = minimax(hands, position.trump, position.leader as Seat, [], goal);
        const sv = new Solver(position, goal);
        expect(sv.value()).toBe(expected);
        expect(sv.reaches(expected + 1)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('equals plain minimax without pruning at random small positions (1-4 cards each, trick in progress, every goal)', () => {
    fc.assert(
      fc.property(arbPosition, ({ position, goal }) => {
        const hands = position.hands as Record<string, Card[]>;
        const expected = minimax(hands, position.trump, position.leader as Seat, [...position.trick], goal);
        expect(new Solver(position, goal).value()).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('is the best of its children: every exact test below the value succeeds, the one above fails', () => {
    fc.assert(
      fc.property(arbPosition, ({ position, goal }) => {
        const sv = new Solver(position, goal);
        const v = sv.value();
        for (let need = 0; need <= v; need++) expect(sv.reaches(need)).toBe(true);
        expect(sv.reaches(v + 1)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
