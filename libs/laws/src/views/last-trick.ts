import { Suit, suitOf } from '../core/cards/card';
import { TableSeat } from '../core/seats/table-seat';
import { DealState } from '../core/state';
import { trickWinner } from '../core/tricks/trick';

/**
 * Who must take the last trick in Hearts: the seat that missed a trick (hearts-foster:16) or is a card short at the
 * end (hearts-foster:17); `hearts` counts the cards of `suit` in it (the avoided suit in Auction Hearts).
 */
export function lastTrickTaker(
  d: DealState,
  suit: Suit = 'H',
): { winner: TableSeat; hearts: number; takenBy: TableSeat; law: 'hearts-foster:16' | 'hearts-foster:17' } | undefined {
  const last = d.tricks[d.handSize - 1] ?? d.tricks[d.tricks.length - 1];
  if (!last || last.cards.length === 0) return undefined;
  const winner = last.winner ?? trickWinner(last.cards, d.trump)!;
  const hearts = last.cards.filter((p) => suitOf(p.card) === suit).length;
  const missed = d.omitted[0];
  if (missed) return { winner, hearts, takenBy: missed.seat, law: 'hearts-foster:16' };
  const absent = d.order.filter((s) => !last.cards.some((c) => c.seat === s));
  if (last.number === d.handSize && absent.length === 1)
    return { winner, hearts, takenBy: absent[0], law: 'hearts-foster:17' };
  return undefined;
}
