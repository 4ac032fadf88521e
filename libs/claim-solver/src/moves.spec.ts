import { Card } from '@ledger/laws/core/cards/card';
import { generateMoves } from './moves';
import { Goal, Position } from './position';
import { Solver } from './solve';

const dotted = (h: string): Card[] =>
  h.split('.').flatMap((ranks, i) => [...ranks].map((r) => `${r}${'SHDC'[i]}` as Card));
const NS: Goal = { kind: 'tricks', side: ['N', 'S'] };
const EW: Goal = { kind: 'tricks', side: ['E', 'W'] };
const N: Goal = { kind: 'tricks', side: ['N'] };
const E1: Goal = { kind: 'tricks', side: ['E'] };
const SUIT = 'SHDC';
const RANK = '23456789TJQKA';

/** North's leads in search order (no hint) for `goal`, the maximising side needing `need`, at no trumps. Hands as S.H.D.C. */
function leads(hands: Record<'N' | 'E' | 'S' | 'W', string>, goal: Goal, need: number): string[] {
  const p: Position = {
    order: ['N', 'E', 'S', 'W'],
    hands: Object.fromEntries(Object.entries(hands).map(([s, h]) => [s, dotted(h)])),
    trump: null,
    leader: 'N',
    trick: [],
  };
  const e = new Solver(p, goal).engine;
  const cnt = generateMoves(e, 0, 0, -1, need);
  return Array.from(e.moves.subarray(0, cnt), (c) => `${RANK[c & 15]}${SUIT[c >> 4]}`);
}

// North's ♠A would make East's ♠K (held with the ♠Q) the best spade; North's ♥AK promote nothing.
const PROMOTING = { N: 'A32.AK..', E: 'KQ.43.2.', S: '54.65.3.', W: '76.87.4.' };

describe('generateMoves: leads of a partnership game (the plain-lead weights, since 1.9.0)', () => {
  // Partner holds the ♠KQ and ♥KQ; the opponents hold four spades and three hearts.
  const hands = { N: 'A2.A2..', S: 'KQ.KQ..', E: '876.5..', W: '5.43.2.' };

  it("leads low to the partner's top cards first, from the suit where the opponents hold fewer cards", () => {
    expect(leads(hands, NS, 2)).toEqual(['2H', '2S', 'AH', 'AS']);
  });

  it('orders the leads alike for either side and any need', () => {
    expect(leads(hands, NS, 4)).toEqual(leads(hands, NS, 2));
    expect(leads(hands, EW, 2)).toEqual(leads(hands, NS, 2));
    // (before 1.9.0 a maximising leader able to spare a trick put a top card that promotes an opponent's last)
    expect(leads(PROMOTING, NS, 5)).toEqual(leads(PROMOTING, NS, 2));
  });

  it("puts the table's hint first and leaves the other cards of its suit nearly where their weights put them", () => {
    // South's ♥KQ face East's ♠KQ: with the ♠A as the hint, the ♠2 (into East's spades) still comes last
    const p: Position = {
      order: ['N', 'E', 'S', 'W'],
      hands: { N: dotted('A2.A2..'), S: dotted('43.KQ..'), E: dotted('KQ5.6..'), W: dotted('J6.5.2.') },
      trump: null,
      leader: 'N',
      trick: [],
    };
    const e = new Solver(p, NS).engine;
    const cnt = generateMoves(e, 0, 0, 0x00, 2); // hint: spades, the top live card
    expect(Array.from(e.moves.subarray(0, cnt), (c) => `${RANK[c & 15]}${SUIT[c >> 4]}`)).toEqual([
      'AS',
      '2H',
      'AH',
      '2S',
    ]);
  });

  it("keeps the former order when the leader has no partner (one seat's tricks)", () => {
    expect(leads(hands, N, 2)).toEqual(['AS', 'AH', '2S', '2H']);
  });
});

describe('generateMoves: leads of a maximising leader without a partner', () => {
  const hands = PROMOTING;

  it('cashes first when it needs every trick left', () => {
    expect(leads(hands, N, 5)[0]).toBe('AS');
  });

  it('cashes a top card that promotes an opponent card after one that does not when it can spare a trick', () => {
    expect(leads(hands, N, 2)[0]).toBe('AH');
  });

  it('keeps the old order when the need is unknown (refutation lines) or the leader does not maximise', () => {
    expect(leads(hands, N, 0)[0]).toBe('AS');
    expect(leads(hands, E1, 2)[0]).toBe('AS');
  });
});

/** The moves of the seat to play, in search order (no hint), North-South's tricks, after `trick` led by North. */
function follows(hands: Record<'N' | 'E' | 'S' | 'W', string>, trick: Card[], trump: Position['trump']): string[] {
  const p: Position = {
    order: ['N', 'E', 'S', 'W'],
    hands: Object.fromEntries(Object.entries(hands).map(([s, h]) => [s, dotted(h)])),
    trump,
    leader: 'N',
    trick: trick.map((card, i) => ({ seat: (['N', 'E', 'S', 'W'] as const)[i], card })),
  };
  const sv = new Solver(p, NS);
  const e = sv.engine;
  const cnt = generateMoves(e, e.toPlay(), 0, -1, 1);
  return Array.from(e.moves.subarray(0, cnt), (c) => `${RANK[c & 15]}${SUIT[c >> 4]}`);
}

describe("generateMoves: following in a partnership game (DDS's follow weights, since 1.9.0)", () => {
  it('second hand plays low when its partner, still to play, beats the card led and the third hand', () => {
    // North leads the ♠2; East's partner West holds the ♠A over South's ♠Q
    const hands = { N: '.AK..', E: 'K3.2..', S: 'Q4.3..', W: 'A5.4..' };
    expect(follows(hands, ['2S'], null)[0]).toBe('3S');
  });

  it("third hand forces out the fourth hand's top card with the card above its second one", () => {
    // hearts trumps; ♠2 led, East's ♠3 wins so far; West's ♠AQ over South's ♠KJ: the ♠K makes West spend the ♠A
    const hands = { N: '.AK..', E: '.2.3.', S: 'KJ.3..', W: 'AQ.4..' };
    expect(follows(hands, ['2S', '3S'], 'H')[0]).toBe('KS');
  });
});
