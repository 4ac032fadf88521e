import { Card, Suit } from '@ledger/laws/core/cards/card';
import { Seat } from '@ledger/laws/core/seats/seat';
import { shuffledPack } from '@ledger/laws/testing/shuffled-pack';
import { analyseClaim } from './analyse-claim';
import { Goal, Position } from './position';
import { Solver } from './solve';
import { TableMemory } from './table-memory';

const ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];

/** `cards` cards each from a deterministic shuffle. */
function position(seed: number, cards: number, trump: Suit | null, leader: Seat): Position {
  const pack = shuffledPack(seed);
  const hands: Record<string, Card[]> = {};
  ORDER.forEach((s, i) => (hands[s] = pack.slice(i * cards, (i + 1) * cards)));
  return { order: ORDER, hands, trump, leader, trick: [] };
}

const GOALS: readonly Goal[] = [
  { kind: 'tricks', side: ['N', 'S'] },
  { kind: 'misere', seat: 'E' },
  { kind: 'hearts', seat: 'N' },
];

/** Value and node count of a solve with its own fresh memory, its table limited to 2^bits keys. */
function fresh(p: Position, goal: Goal, bits?: number): { value: number; nodes: number } {
  const sv = new Solver(p, goal, { memory: new TableMemory(), tableBits: bits });
  return { value: sv.value(), nodes: sv.engine.nodes };
}

describe('claim solver: table memory kept from one solve to the next', () => {
  it('hands back an array given to it, zeroed when asked, and a new one otherwise', () => {
    const m = new TableMemory(1 << 20);
    const a = m.take(256, false);
    a[7] = 5;
    m.give(a);
    expect(m.held).toBe(1024);
    const b = m.take(256, false);
    expect(b).toBe(a);
    expect(b[7]).toBe(5);
    m.give(b);
    const c = m.take(256, true);
    expect(c).toBe(a);
    expect(c[7]).toBe(0);
    expect(m.held).toBe(0);
    expect(m.take(256, true)).not.toBe(a);
  });

  it('keeps at most its limit, letting the largest arrays go first', () => {
    const m = new TableMemory(4096);
    const small = new Int32Array(256);
    const mid = new Int32Array(512);
    const big = new Int32Array(1024);
    m.give(big);
    m.give(small);
    m.give(mid);
    expect(m.held).toBe(3072);
    expect(m.take(1024, false)).not.toBe(big);
    expect(m.take(256, false)).toBe(small);
    expect(m.take(512, false)).toBe(mid);
    m.give(new Int32Array(2048)); // larger than the limit: not kept
    expect(m.held).toBe(0);
  });

  it('gives every solve the values and the node counts of a fresh table, its arrays used before by others', () => {
    const shared = new TableMemory();
    for (let i = 0; i < 24; i++) {
      const p = position(3000 + i, 4 + (i % 4), i % 3 ? null : 'H', ORDER[i % 4]);
      const goal = GOALS[i % 3];
      // every third solve with a tiny table: it makes room again and again (arrays replaced mid-solve)
      const bits = i % 3 === 2 ? 2 : undefined;
      const sv = new Solver(p, goal, { memory: shared, tableBits: bits });
      const got = { value: sv.value(), nodes: sv.engine.nodes };
      sv.release();
      expect(got).toEqual(fresh(p, goal, bits));
    }
    expect(shared.held).toBeGreaterThan(0);
  });

  it('gives the same refutation line from kept memory as from fresh memory', () => {
    const shared = new TableMemory();
    for (let i = 0; i < 12; i++) {
      const p = position(4100 + i, 6, i % 2 ? null : 'S', ORDER[i % 4]);
      const claim = {
        kind: 'tricks' as const,
        seat: 'N' as const,
        side: ['N', 'S'] as Seat[],
        tricks: 'rest' as const,
      };
      // a solve of another position first dirties the kept arrays
      analyseClaim(position(4200 + i, 7, 'D', 'E'), claim, { memory: shared });
      expect(analyseClaim(p, claim, { memory: shared })).toEqual(analyseClaim(p, claim, { memory: new TableMemory() }));
    }
  });

  it('never lends one array to two live solvers: two solves interleaved on one memory stay exact', () => {
    /** Counts the arrays lent out, failing if one is lent again before it came back. */
    class Checked extends TableMemory {
      readonly out = new Set<Int32Array>();
      lentTwice = 0;
      override take(length: number, zero: boolean): Int32Array<ArrayBuffer> {
        const a = super.take(length, zero);
        if (this.out.has(a)) this.lentTwice++;
        this.out.add(a);
        return a;
      }
      override give(a: Int32Array<ArrayBuffer>): void {
        this.out.delete(a);
        super.give(a);
      }
    }
    const shared = new Checked();
    for (let i = 0; i < 6; i++) {
      const warm = new Solver(position(5000 + i, 7, null, 'N'), GOALS[i % 3], { memory: shared, tableBits: 3 });
      warm.value();
      warm.release();
      const p = position(5100 + i, 6, 'C', 'E');
      const q = position(5200 + i, 6, null, 'S');
      // tiny tables: both grow and make room while the other is live
      const a = new Solver(p, GOALS[i % 3], { memory: shared, tableBits: 3 });
      const b = new Solver(q, GOALS[(i + 1) % 3], { memory: shared, tableBits: 3 });
      const want = [fresh(p, GOALS[i % 3], 3).value, fresh(q, GOALS[(i + 1) % 3], 3).value];
      for (let need = 0; need <= 7; need++) {
        expect(a.reaches(need)).toBe(need <= want[0]);
        expect(b.reaches(need)).toBe(need <= want[1]);
      }
      a.release();
      b.release();
    }
    expect(shared.lentTwice).toBe(0);
    expect(shared.out.size).toBe(0);
  });

  it('refuses questions once released', () => {
    const sv = new Solver(position(6000, 4, null, 'N'), GOALS[0], { memory: new TableMemory() });
    sv.release();
    sv.release();
    expect(() => sv.value()).toThrow('released');
  });
});
