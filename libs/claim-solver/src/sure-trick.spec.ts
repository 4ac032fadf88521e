import { Card } from '@ledger/laws/core/cards/card';
import { Goal, Position } from './position';
import { sureTrickBound } from './sure-trick';
import { Solver } from './solve';

const dotted = (h: string): Card[] =>
  h.split('.').flatMap((ranks, i) => [...ranks].map((r) => `${r}${'SHDC'[i]}` as Card));
const NS: Goal = { kind: 'tricks', side: ['N', 'S'] };
const EW: Goal = { kind: 'tricks', side: ['E', 'W'] };

/** North led `led`; East is second to play. Hands as S.H.D.C (North's already without the led card). */
function bound(
  hands: Record<'N' | 'E' | 'S' | 'W', string>,
  led: Card,
  goal: Goal,
  need: number,
  trump: Position['trump'] = null,
) {
  const p: Position = {
    order: ['N', 'E', 'S', 'W'],
    hands: Object.fromEntries(Object.entries(hands).map(([s, h]) => [s, dotted(h)])),
    trump,
    leader: 'N',
    trick: [{ seat: 'N', card: led }],
  };
  const sv = new Solver(p, goal);
  const rel = new Int32Array(4);
  return { result: sureTrickBound(sv.engine, need, rel, 0), rel: [...rel], exact: sv.value() };
}

describe('sureTrickBound: the side to play is sure of the trick in progress (DDS quick tricks, second hand)', () => {
  // North led the ♠2; East (second) holds the ♠A: East-West win this trick whatever North-South do.
  const hands = { N: '3.AK.', E: 'A.32.3.', S: '4.Q.54.', W: '5.54.6.' };

  it('when the maximisers are second: the trick alone reaches a need of 1, relying on the ♠A', () => {
    const r = bound(hands, '2S', EW, 1);
    expect(r.result).toBe(1);
    expect(r.rel).toEqual([1 << 12, 0, 0, 0]);
    expect(r.exact).toBeGreaterThanOrEqual(1);
  });

  it('when the minimisers are second: a need of every trick left is out of reach; a smaller need is open', () => {
    // four tricks left, this one included
    expect(bound(hands, '2S', NS, 4).result).toBe(-1);
    expect(bound(hands, '2S', NS, 4).exact).toBeLessThan(4);
    expect(bound(hands, '2S', NS, 3).result).toBe(0);
    expect(bound(hands, '2S', EW, 2).result).toBe(0);
  });

  it('is open when a seat of the other side still to play holds a higher card of the led suit', () => {
    expect(bound({ N: '3.AK.', E: 'K.32.3.', S: 'A.Q.54.', W: '5.54.6.' }, '2S', EW, 1).result).toBe(0);
  });

  it('counts a ruff by its side and none by the other side; the ranks do not matter then', () => {
    // ♦ trumps, ♠ led: West (fourth) is void of spades and ruffs; South (third) follows.
    const ruff = bound({ N: '3.AK.', E: '4.32.3.', S: 'A.Q.54.', W: '.54.76.' }, '2S', EW, 1, 'D');
    expect(ruff.result).toBe(1);
    expect(ruff.rel).toEqual([0, 0, 0, 0]);
    expect(ruff.exact).toBeGreaterThanOrEqual(1);
    // South (third, the other side) is void of spades and holds a trump: no sure trick for East-West.
    expect(bound({ N: '3.AK.', E: 'A.32.3.', S: '.Q.987.', W: '5.54.6.' }, '2S', EW, 1, 'D').result).toBe(0);
  });

  it('at no trumps adds the tricks the winner of the trick then cashes: its next best card of the suit, the best cards of other suits', () => {
    // ♠2 led; East wins with the ♠A, then cashes the ♠K and the ♥A: three tricks of the four sure for East-West.
    const later = { N: '3.KQ.', E: 'AK.A.2', S: '54.J.3', W: '6.T.54' };
    const three = bound(later, '2S', EW, 3);
    expect(three.result).toBe(1);
    expect(three.rel).toEqual([(1 << 12) | (1 << 11), 1 << 12, 0, 0]);
    expect(three.exact).toBeGreaterThanOrEqual(3);
    expect(bound(later, '2S', EW, 4).result).toBe(0);
    // the same seen from North-South: two tricks are out of their reach, one is open
    expect(bound(later, '2S', NS, 2).result).toBe(-1);
    expect(bound(later, '2S', NS, 1).result).toBe(0);
    // with spades trumps (North holds one) only the trick in progress counts
    expect(bound(later, '2S', EW, 2, 'S').result).toBe(0);
    // with clubs trumps, which North-South do not hold, East's winners are as safe as at no trumps
    expect(bound(later, '2S', EW, 3, 'C').result).toBe(1);
    expect(bound(later, '2S', EW, 3, 'C').exact).toBeGreaterThanOrEqual(3);
  });

  it('applies at the last seat: it wins the trick when it can beat the card winning so far, or ruff it', () => {
    // ♠2 (N), ♠5 (E), ♠K (S) are on the table; West plays last.
    const last = (west: string, need: number, goal: Goal, trump: Position['trump'] = null) => {
      const p: Position = {
        order: ['N', 'E', 'S', 'W'],
        hands: { N: dotted('.AK..2'), E: dotted('.32.3.'), S: dotted('.Q.54.'), W: dotted(west) },
        trump,
        leader: 'N',
        trick: [
          { seat: 'N', card: '2S' },
          { seat: 'E', card: '5S' },
          { seat: 'S', card: 'KS' },
        ],
      };
      const sv = new Solver(p, goal);
      const rel = new Int32Array(4);
      return { result: sureTrickBound(sv.engine, need, rel, 0), rel: [...rel], exact: sv.value() };
    };
    const ace = last('A4.T..9', 1, EW);
    expect(ace.result).toBe(1);
    expect(ace.rel).toEqual([1 << 12, 0, 0, 0]);
    expect(ace.exact).toBeGreaterThanOrEqual(1);
    expect(last('A4.T..9', 4, NS).result).toBe(-1);
    // the ♠Q does not beat the ♠K: open
    expect(last('Q4.T..9', 1, EW).result).toBe(0);
    // void of spades with a trump (hearts): West ruffs
    expect(last('.T.76.9', 1, EW, 'H').result).toBe(1);
  });
});
