import { Card } from '@ledger/laws/core/cards/card';
import { generateMoves } from './moves';
import { Goal, Position } from './position';
import { Solver } from './solve';

const dotted = (h: string): Card[] =>
  h.split('.').flatMap((ranks, i) => [...ranks].map((r) => `${r}${'SHDC'[i]}` as Card));
const NS: Goal = { kind: 'tricks', side: ['N', 'S'] };
const EW: Goal = { kind: 'tricks', side: ['E', 'W'] };
const SUIT = 'SHDC';
const RANK = '23456789TJQKA';

/** North's leads in search order (no hint) for a maximising side needing `need`, at no trumps. Hands as S.H.D.C. */
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

describe('generateMoves: leads of a maximising leader', () => {
  // North's ♠A would make East's ♠K (held with the ♠Q) the best spade; North's ♥AK promote nothing.
  const hands = { N: 'A32.AK..', E: 'KQ.43.2.', S: '54.65.3.', W: '76.87.4.' };

  it('cashes first when it needs every trick left', () => {
    expect(leads(hands, NS, 5)[0]).toBe('AS');
  });

  it('cashes a top card that promotes an opponent card after one that does not when it can spare a trick', () => {
    expect(leads(hands, NS, 2)[0]).toBe('AH');
  });

  it('keeps the old order when the need is unknown (refutation lines) or the leader does not maximise', () => {
    expect(leads(hands, NS, 0)[0]).toBe('AS');
    expect(leads(hands, EW, 2)[0]).toBe('AS');
  });
});
