import fc from 'fast-check';
import { Card } from '@ledger/laws/core/cards/card';
import { Seat } from '@ledger/laws/core/seats/seat';
import { shuffledPack } from '@ledger/laws/testing/shuffled-pack';
import { Guards } from './guards';
import { Position } from './position';
import { Solver } from './solve';
import { minimax } from './testing/minimax';

const ORDER: Seat[] = ['N', 'E', 'S', 'W'];
const at = (leader: Seat, hands: Record<string, string>, trump: Position['trump'] = null): Position => ({
  order: ORDER,
  hands: Object.fromEntries(Object.entries(hands).map(([seat, h]) => [seat, h.split(' ') as Card[]])),
  trump,
  leader,
  trick: [],
});
/** Whether the guards' bound proves that `seat` cannot be forced to take `need` more tricks. */
const proves = (p: Position, seat: Seat, need: number, rel = new Int32Array(4)) =>
  new Guards().proves(new Solver(p, { kind: 'misere', seat }).engine, ORDER.indexOf(seat), need, rel, 0);

describe('Guards: the tricks a misère seat can be forced to take, bounded by the cards held above its own (issue 21)', () => {
  // East holds 3S 4H 3D 7C 6C. South holds only hearts, diamonds and clubs above East's (it guards
  // them all: East wins with them only once South is void there, five cards for five tricks); the 3S
  // is guarded by nobody (West's 2S lies below it).
  const hands = { N: '5D 4D 2D JC 3C', E: '3S 4H 3D 7C 6C', S: 'KH JH 8D AC 9C', W: 'TS 2S QC 8C 5C' };

  it('not on lead: South void first in diamonds, then in clubs, opens four of the five cards in time (bound 4)', () => {
    const p = at('N', hands);
    expect(proves(p, 'E', 4)).toBe(false);
    const rel = new Int32Array(4);
    expect(proves(p, 'E', 5, rel)).toBe(true);
    // it rests on every live card from East's lowest up, in each suit East holds: spades from the 3 (the 3 and the ten)
    expect(rel[0]).toBe((1 << 1) | (1 << 8));
    expect(minimax(p.hands as Record<string, Card[]>, null, 'N', [], { kind: 'misere', seat: 'E' })).toBe(2);
  });

  it('on lead: after each trick it wins East leads a card still guarded and loses the next (bound 3)', () => {
    const p = at('E', hands);
    expect(proves(p, 'E', 3)).toBe(false);
    expect(proves(p, 'E', 4)).toBe(true);
    expect(minimax(p.hands as Record<string, Card[]>, null, 'E', [], { kind: 'misere', seat: 'E' })).toBe(2);
  });

  it('is not proved where the others hold only lower cards (the seat takes every trick), nor with a trump in its hand', () => {
    const low = at('N', { N: '2S 2H', E: '3S 3H', S: '9S 9H', W: '4S 4H' });
    expect(proves(low, 'S', 2)).toBe(false);
    expect(new Solver(low, { kind: 'misere', seat: 'S' }).reaches(2)).toBe(true);
    // East on lead as above, but hearts trumps (East holds the 4): not tried (a trump may win a trick of another suit)
    expect(proves(at('E', hands), 'E', 4)).toBe(true);
    expect(proves(at('E', hands, 'H'), 'E', 4)).toBe(false);
  });

  it('never proves a bound the exhaustive search exceeds (random positions, the seat holding low cards)', () => {
    const arb = fc
      .record({ seed: fc.integer(), k: fc.integer({ min: 2, max: 4 }), leader: fc.constantFrom(...ORDER) })
      .map(({ seed, k, leader }) => {
        const shuffled = shuffledPack(seed);
        const own = shuffled.filter((c) => '23456789'.includes(c[0])).slice(0, k);
        const rest = shuffled.filter((c) => !own.includes(c));
        const hands: Record<string, Card[]> = {
          W: own,
          N: rest.slice(0, k),
          E: rest.slice(k, 2 * k),
          S: rest.slice(2 * k, 3 * k),
        };
        return { hands, leader, k };
      });
    let proved = 0;
    fc.assert(
      fc.property(arb, ({ hands, leader, k }) => {
        const value = minimax(hands, null, leader, [], { kind: 'misere', seat: 'W' });
        const p: Position = { order: ORDER, hands, trump: null, leader, trick: [] };
        for (let need = 1; need <= k; need++)
          if (proves(p, 'W', need)) {
            proved++;
            expect(value).toBeLessThan(need);
          }
      }),
      { numRuns: 200 },
    );
    // the property would pass vacuously if the bound never fired
    expect(proved).toBeGreaterThan(50);
  });
});
