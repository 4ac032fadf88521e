import { Card, suitOf } from '../core/cards/card';
import { holdingNow } from '../play/tricks/held';
import { expectedSeat, ledSuit, openTrick } from '../core/tricks/turn';
import { Table } from './given';

/**
 * Plays deal `n` on in turn until it ends (or `cards` cards have been played): each seat plays the first
 * card it holds of the suit led, else its first card; `pick` may choose instead (for tests; the hands must be recorded).
 */
export function playOn(t: Table, n: number, cards = Infinity, pick?: (seat: string, lawful: Card[]) => Card): void {
  for (let i = 0; i < cards && t.deal(n).status === 'playing'; i++) {
    const seat = expectedSeat(t.deal(n));
    const held = holdingNow(t.deal(n), seat)!;
    const led = ledSuit(openTrick(t.deal(n)));
    const follow = held.filter((c: Card) => suitOf(c) === led);
    const lawful = follow.length ? follow : held;
    t.run({ type: 'PlayCard', deal: n, seat, card: pick ? pick(seat, lawful) : lawful[0] });
  }
}
