import { Card, suitOf } from '../core/cards/card';
import { holdingNow } from '../play/tricks/held';
import { expectedSeat, ledSuit, openTrick } from '../core/tricks/turn';
import { Table } from './given';

/** Plays `cards` cards of deal 1 in turn: the lowest card of the suit led, or of the first suit held (for tests). */
export function autoplay(t: Table, cards: number): void {
  for (let i = 0; i < cards; i++) {
    const seat = expectedSeat(t.deal());
    const held = holdingNow(t.deal(), seat)!;
    const led = ledSuit(openTrick(t.deal()));
    const follow = held.filter((c: Card) => suitOf(c) === led);
    t.run({ type: 'PlayCard', deal: 1, seat, card: (follow.length ? follow : held)[0] });
  }
}
