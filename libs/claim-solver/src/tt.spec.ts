import { Card, Suit } from '@ledger/laws/core/cards/card';
import { Seat } from '@ledger/laws/core/seats/seat';
import { Goal, Position } from './position';
import { Solver } from './solve';
import { bestOf, lowerOf, upperOf } from './partition-table';
import { TranspositionTable } from './tt';
import { TrieTable } from './trie-tt';
import { shuffledPack } from '@ledger/laws/testing/shuffled-pack';

const ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];

/** Five cards each from a deterministic shuffle (a linear congruential generator). */
function position(seed: number, trump: Suit | null, leader: Seat): Position {
  const pack = shuffledPack(seed);
  const hands: Record<string, Card[]> = {};
  ORDER.forEach((s, i) => (hands[s] = pack.slice(i * 5, i * 5 + 5)));
  return { order: ORDER, hands, trump, leader, trick: [] };
}

describe('claim solver: transposition table', () => {
  it('stays exact when its arrays are tiny and it makes room again and again', () => {
    const goals: Goal[] = [
      { kind: 'tricks', side: ['N', 'S'] },
      { kind: 'misere', seat: 'E' },
      { kind: 'hearts', seat: 'N' },
    ];
    // The tricks goal uses the bucket table, misère and Hearts the trie: both must make room.
    const resets: Record<string, number> = { tricks: 0, misere: 0, hearts: 0 };
    for (let i = 0; i < 30; i++) {
      const p = position(1000 + i, i % 2 ? null : 'S', ORDER[i % 4]);
      const goal = goals[i % 3];
      const expected = new Solver(p, goal).value();
      const tiny = new Solver(p, goal, { tableBits: 1 });
      expect(tiny.value()).toBe(expected);
      for (let need = 0; need <= 6; need++) expect(tiny.reaches(need)).toBe(need <= expected);
      resets[goal.kind] += tiny.search.table.resets;
    }
    expect(Object.values(resets).every((n) => n > 0)).toBe(true);
  });
});

describe('claim solver: transposition table entries (masked owner patterns)', () => {
  // Patterns: two bits an owner, the highest live card in the top bits.
  const pattern = (...owners: number[]) => owners.reduce((k, o, i) => k | (o << (30 - 2 * i)), 0);
  const counts = (...ws: number[]) => ws.reduce((k, w, s) => k | (w << (4 * s)), 0);

  it('answers for every position that agrees on the top cards the entry fixed, and only those', () => {
    const tt = new TranspositionTable(4);
    tt.store(1, 2, 3, 0, counts(2, 0, 1, 0), Int32Array.of(pattern(0, 1, 2), pattern(3), pattern(2, 2), 0), 3, 5, 0x21);
    const ko = tt.root(1, 2, 3, 0);
    expect(ko).toBeGreaterThanOrEqual(0);
    // Same owners of the top two spades and the top diamond; lower cards and other suits differ.
    expect(tt.match(ko, pattern(0, 1, 3), pattern(1, 1), pattern(2, 0), pattern(3, 3), 3)).toBeGreaterThanOrEqual(0);
    expect(tt.match(ko, pattern(0, 1, 3), pattern(1, 1), pattern(2, 0), 0, 6)).toBeGreaterThanOrEqual(0);
    // A different owner of the second spade, or of the top diamond: no answer.
    expect(tt.match(ko, pattern(0, 2, 2), pattern(3), pattern(2, 2), 0, 3)).toBe(-1);
    expect(tt.match(ko, pattern(0, 1, 2), pattern(3), pattern(1, 2), 0, 3)).toBe(-1);
    // Another key: no slot.
    expect(tt.root(1, 2, 3, 1)).toBe(-1);
  });

  it("leaves a need between the bounds undecided and offers the entry's lead as a hint", () => {
    const tt = new TranspositionTable(4);
    const p = Int32Array.of(pattern(1), 0, 0, 0);
    tt.store(7, 0, 0, 0, counts(1), p, 2, 4, 0x13);
    const ko = tt.root(7, 0, 0, 0);
    expect(tt.match(ko, p[0], 0, 0, 0, 3)).toBe(-1);
    expect(tt.hint).toBe(0x13);
    // A second result for the same ranks narrows the bounds of the same entry.
    tt.store(7, 0, 0, 0, counts(1), p, 3, 13, -1);
    const x = tt.match(ko, p[0], 0, 0, 0, 3);
    expect(x).toBeGreaterThanOrEqual(0);
    expect([lowerOf(tt.info(x)), upperOf(tt.info(x)), bestOf(tt.info(x))]).toEqual([3, 4, 0x13]);
  });

  it('keeps every entry of a key as its bucket grows, and the newest when a full bucket cannot grow', () => {
    const big = new TranspositionTable(6);
    for (let i = 0; i < 40; i++)
      big.store(9, 0, 0, 0, counts(3), Int32Array.of(pattern(i & 3, (i >> 2) & 3, i >> 4), 0, 0, 0), i % 13, 13, -1);
    const ko = big.root(9, 0, 0, 0);
    for (let i = 0; i < 40; i++) {
      const x = big.match(ko, pattern(i & 3, (i >> 2) & 3, i >> 4), 0, 0, 0, i % 13);
      expect(x >= 0 && lowerOf(big.info(x))).toBe(i % 13);
    }
    const tiny = new TranspositionTable(1);
    for (let i = 0; i < 5; i++)
      tiny.store(9, 0, 0, 0, counts(2), Int32Array.of(pattern(i & 3, i >> 2), 0, 0, 0), 1, 13, -1);
    const kt = tiny.root(9, 0, 0, 0);
    expect(tiny.match(kt, pattern(0, 1), 0, 0, 0, 1)).toBeGreaterThanOrEqual(0);
    expect(tiny.match(kt, pattern(0, 0), 0, 0, 0, 1)).toBe(-1);
  });

  it('takes three bits an owner at tables of more than four seats (ten top cards a suit)', () => {
    expect([new TranspositionTable(4).maxW, new TranspositionTable(4, 3).maxW]).toEqual([13, 10]);
    expect(new TranspositionTable(4, 3).mask(10)).toBe(-1 << 2);
  });

  it('when full, keeps the entries of the positions with the most cards left and forgets those nearer the end', () => {
    const tt = new TranspositionTable(4); // at most 128 entries
    const early = 0x77777777; // eight suit lengths of 7: 56 cards left
    tt.store(early, 0, 0, 0, counts(1), Int32Array.of(pattern(2), 0, 0, 0), 4, 13, -1);
    // Five keys of 8 cards left (suit lengths 1), twelve entries each: their buckets outgrow the arena.
    for (let k = 1; k <= 5; k++) {
      for (let i = 0; i < 12; i++)
        tt.store(0x11111111, k, 0, 0, counts(3), Int32Array.of(pattern(i & 3, (i >> 2) & 3, 1), 0, 0, 0), 1, 13, -1);
    }
    expect(tt.resets).toBeGreaterThan(0);
    // The last key's newest entries were stored after the arena made room; an early key lost is the failure.
    const kl = tt.root(0x11111111, 5, 0, 0);
    expect(kl >= 0 && tt.match(kl, pattern(3, 2, 1), 0, 0, 0, 1)).toBeGreaterThanOrEqual(0);
    const ke = tt.root(early, 0, 0, 0);
    expect(ke >= 0 && tt.match(ke, pattern(2, 1), 0, 0, 0, 4)).toBeGreaterThanOrEqual(0);
  });
});

describe('claim solver: the trie table of misère and Hearts', () => {
  /** The lower bound of the leaf under key (k0, k1) along `w` top cards with owner codes `c` (suit by suit), or -1. */
  function leafLower(tt: TrieTable, k0: number, k1: number, w: Int8Array, c: Float64Array): number {
    const ko = tt.root(k0, k1, 0, 0);
    if (ko < 0) return -1;
    let n = tt.rootNode(ko);
    let o = -1;
    for (let s = 0; s < 4; s++) {
      o = tt.child(n, c[s], w[s]);
      if (o < 0) return -1;
      n = tt.node(o);
    }
    return lowerOf(tt.word(o));
  }
  const w = Int8Array.of(2, 0, 0, 0);
  const code = (x: number) => Float64Array.of(x, 0, 0, 0);

  it('when full, keeps the tries of the positions with the most cards left and forgets those nearer the end', () => {
    const tt = new TrieTable(2); // at most 48 trie nodes; a new entry under a known key takes four
    const early = 0x77777777; // 56 cards left
    tt.store(early, 0, 0, 0, w, code(9), 4, 13, -1);
    // Twelve entries of one 8-card key (suit lengths 1) outgrow the table: it makes room once.
    for (let i = 0; i < 12; i++) tt.store(0x11111111, 0, 0, 0, w, code(i), 1 + (i % 3), 13, -1);
    expect(tt.resets).toBe(1);
    expect(leafLower(tt, early, 0, w, code(9))).toBe(4);
    // the newest entries were stored after the table made room, the first ones were forgotten with their key
    expect(leafLower(tt, 0x11111111, 0, w, code(11))).toBe(3);
    expect(leafLower(tt, 0x11111111, 0, w, code(0))).toBe(-1);
  });
});
