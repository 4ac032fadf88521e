import { Card } from '@ledger/laws/core/cards/card';
import { TableSeat } from '@ledger/laws/core/seats/table-seat';
import { analyseClaim } from './analyse-claim';
import { SearchBudgetExceeded } from './budget';
import { Position } from './position';
import { Solver } from './solve';
import { shuffledPack } from '@ledger/laws/testing/shuffled-pack';

const ORDER: TableSeat[] = ['N', 'E', 'S', 'W'];

/** A seeded deal of `cards` cards each, so that the counts below are the same on every run. */
function position(seed: number, cards: number): Position {
  const pack = shuffledPack(seed);
  const hands: Partial<Record<TableSeat, Card[]>> = {};
  ORDER.forEach((s, i) => (hands[s] = pack.slice(i * cards, (i + 1) * cards)));
  return { order: ORDER, hands, trump: null, leader: 'N', trick: [] };
}

describe('the search budget: a verdict is exact or refused, never a guess (issue 9; ADR 0032)', () => {
  it('stops a search that passes maxNodes positions, and names the budget and the tricks left', () => {
    const sv = new Solver(position(3, 13), { kind: 'tricks', side: ['N', 'S'] }, { maxNodes: 500 });
    let thrown: unknown;
    try {
      sv.value();
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(SearchBudgetExceeded);
    expect(thrown).toMatchObject({ maxNodes: 500, tricksLeft: 13 });
    expect(sv.engine.nodes).toBe(501);
  });

  it('gives the same exact value as an unbounded search when the budget suffices, and counts nodes deterministically', () => {
    for (const seed of [1, 2, 3, 4]) {
      const free = new Solver(position(seed, 6), { kind: 'tricks', side: ['N', 'S'] });
      const value = free.value();
      const used = free.engine.nodes;
      const bounded = new Solver(position(seed, 6), { kind: 'tricks', side: ['N', 'S'] }, { maxNodes: used });
      expect(bounded.value()).toBe(value);
      expect(() =>
        new Solver(position(seed, 6), { kind: 'tricks', side: ['N', 'S'] }, { maxNodes: used - 1 }).value(),
      ).toThrow(SearchBudgetExceeded);
    }
  });

  it('bounds a claim analysis the same way: its verdict is decided within the budget or refused; an unsound misère count past its share is a proved lower bound (ADR 0032)', () => {
    const p = position(5, 13);
    // the verdict needs more than one position: refused
    expect(() => analyseClaim(p, { kind: 'no-trick', seat: 'S' }, { maxNodes: 1 })).toThrow(SearchBudgetExceeded);
    // decided within 10,000 positions (unsound), its exact count far beyond the count's share: at least one, flagged
    const a = analyseClaim(p, { kind: 'no-trick', seat: 'S' }, { maxNodes: 10_000 });
    expect(a).toMatchObject({ sound: false, exact: false, measure: 'tricks-forced' });
    expect(a.guaranteedTricks).toBeGreaterThanOrEqual(1);
    expect(a.refutation?.length).toBeGreaterThan(0);
    // a tricks claim gets no such share: its answer is exact or refused
    expect(() =>
      analyseClaim(p, { kind: 'tricks', seat: 'N', side: ['N', 'S'], tricks: 7 }, { maxNodes: 10_000 }),
    ).toThrow(SearchBudgetExceeded);
    const small = analyseClaim(position(5, 4), { kind: 'no-trick', seat: 'S' }, { maxNodes: 1_000_000 });
    expect(small.measure).toBe('tricks-forced');
    expect(small.exact).toBeUndefined();
  });
});
