import { Card } from '@ledger/laws/core/cards/card';
import { boundsBetween, topTrumpTricks } from './bounds';
import { Position } from './position';
import { Solver } from './solve';

const dotted = (h: string): Card[] =>
  h.split('.').flatMap((ranks, i) => [...ranks].map((r) => `${r}${'SHDC'[i]}` as Card));

/** Spades are trumps; North leads; hands as S.H.D.C. East-West are the minimisers. */
function position(hands: Record<'N' | 'E' | 'S' | 'W', string>): Position {
  return {
    order: ['N', 'E', 'S', 'W'],
    hands: Object.fromEntries(Object.entries(hands).map(([s, h]) => [s, dotted(h)])),
    trump: 'S',
    leader: 'N',
    trick: [],
  };
}

/** Sure trump tricks of East-West (the side that does not maximise), and the exact tricks North-South can hold them to. */
function eastWest(hands: Record<'N' | 'E' | 'S' | 'W', string>): { sure: number; rel: number[]; exact: number } {
  const p = position(hands);
  const sv = new Solver(p, { kind: 'tricks', side: ['N', 'S'] });
  const rel = new Int32Array(4);
  const sure = topTrumpTricks(sv.engine, 0, rel, 0);
  return { sure, rel: [...rel], exact: 3 - sv.value() };
}

describe("topTrumpTricks: trumps above all the other side's win tricks (DDS later tricks)", () => {
  it("counts one hand's masters, one trick each", () => {
    const r = eastWest({ N: 'Q.AK.', E: 'AK.2.', S: '.QJ.2', W: '.43.3' });
    expect(r.sure).toBe(2);
    expect(r.exact).toBeGreaterThanOrEqual(2);
  });

  it('counts two masters in two hands as two tricks when one of them can play a small trump under the other', () => {
    // East ♠A, West ♠K2: when trumps are led West plays the ♠2 under the ace; the king wins later.
    const r = eastWest({ N: 'Q.AK.', E: 'A.32.', S: 'J.QT.', W: 'K2.4.' });
    expect(r.sure).toBe(2);
    expect(r.rel).toEqual([(1 << 12) | (1 << 11), 0, 0, 0]);
    expect(r.exact).toBeGreaterThanOrEqual(2);
  });

  it('counts one when both masters are bare: a trump lead makes them fall together', () => {
    const r = eastWest({ N: 'Q.AK.', E: 'A.32.', S: 'J.QT.', W: 'K.54.' });
    expect(r.sure).toBe(1);
    expect(r.exact).toBe(1);
  });
});

describe('boundsBetween: every trick left out of reach at no trumps (DDS later tricks, the rule of N-1)', () => {
  // North leads at no trumps; North-South head only spades (longest holding two), East-West head the other suits.
  const p: Position = {
    order: ['N', 'E', 'S', 'W'],
    hands: { N: dotted('AK.2..'), S: dotted('Q.3..2'), E: dotted('.A.2.A'), W: dotted('2..3.3') },
    trump: null,
    leader: 'N',
    trick: [],
  };

  it('refuses all three tricks to the side on lead, relying on the best card of each suit the other side heads', () => {
    const sv = new Solver(p, { kind: 'tricks', side: ['N', 'S'] });
    const rel = new Int32Array(4);
    expect(boundsBetween(sv.engine, 3, rel, 0, new Int32Array(32))).toBe(-1);
    expect([...rel]).toEqual([0, 1 << 12, 1 << 1, 1 << 12]);
    expect(sv.value()).toBe(2);
    // two tricks are the quick tricks of the spades
    expect(boundsBetween(sv.engine, 2, rel, 0, new Int32Array(32))).toBe(1);
  });

  it('gives the other side its one trick when the side on lead needs them all (seen from East-West)', () => {
    const sv = new Solver(p, { kind: 'tricks', side: ['E', 'W'] });
    expect(boundsBetween(sv.engine, 1, new Int32Array(4), 0, new Int32Array(32))).toBe(1);
    expect(sv.value()).toBe(1);
  });

  it('applies whoever leads: with East on lead North-South still cannot take all three', () => {
    const sv = new Solver({ ...p, leader: 'E' }, { kind: 'tricks', side: ['N', 'S'] });
    expect(boundsBetween(sv.engine, 3, new Int32Array(4), 0, new Int32Array(32))).toBe(-1);
    expect(sv.value()).toBeLessThan(3);
  });

  it('does not apply while trumps are left', () => {
    const sv = new Solver({ ...p, trump: 'S' }, { kind: 'tricks', side: ['N', 'S'] });
    expect(boundsBetween(sv.engine, 3, new Int32Array(4), 0, new Int32Array(32))).toBe(0);
  });
});

describe('boundsBetween: a suit only the side on lead holds, at no trumps (pair rounds)', () => {
  // North leads. South wins the ♠2 with the ace, cashes the ♦K (North plays the ♦2), leads the ♦3 to North's
  // queen, and North runs the ♦J: all four tricks. The top cards alone give South two (♠A, ♦K).
  const p: Position = {
    order: ['N', 'E', 'S', 'W'],
    hands: { N: dotted('2..QJ2.'), E: dotted('KQ.AK..'), S: dotted('A..K3.2'), W: dotted('.QJT..A') },
    trump: null,
    leader: 'N',
    trick: [],
  };

  it("proves every trick through the partner's entry, relying on every card of the suit", () => {
    const sv = new Solver(p, { kind: 'tricks', side: ['N', 'S'] });
    const rel = new Int32Array(4);
    expect(boundsBetween(sv.engine, 4, rel, 0, new Int32Array(32))).toBe(1);
    expect(rel[2]).toBe((1 << 11) | (1 << 10) | (1 << 9) | (1 << 1) | (1 << 0));
    expect(sv.value()).toBe(4);
  });

  it('does not count it when an opponent holds a card of the suit', () => {
    // West's ♦5 instead of the ♣A: the same play still takes four, but the suit is no longer the side's alone.
    const q: Position = { ...p, hands: { ...p.hands, W: dotted('.QJT.5.') } };
    const sv = new Solver(q, { kind: 'tricks', side: ['N', 'S'] });
    expect(boundsBetween(sv.engine, 4, new Int32Array(4), 0, new Int32Array(32))).toBe(0);
    expect(sv.value()).toBe(4);
  });
});
