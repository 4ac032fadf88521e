import { Card, Suit, suitOf } from '@ledger/laws/core/cards/card';
import { Seat } from '@ledger/laws/core/seats/seat';
import { PlayedCard, legalPlays, winningCard } from '@ledger/laws/core/tricks/trick';
import { Goal } from '../position';

const ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];

/** Plain minimax over every lawful card (four seats N E S W), no pruning, no merging: the reference value for tests. */
export function minimax(
  hands: Record<string, Card[]>,
  trump: Suit | null,
  leader: Seat,
  trick: PlayedCard[],
  goal: Goal,
): number {
  const seat = ORDER[(ORDER.indexOf(leader) + trick.length) % 4];
  if (hands[seat].length === 0) return 0;
  const counts = (s: string) => (goal.kind === 'tricks' ? goal.side.includes(s as Seat) : goal.seat === s);
  const maximises = goal.kind === 'tricks' ? counts(seat) : !counts(seat);
  let best = maximises ? -Infinity : Infinity;
  for (const card of legalPlays(hands[seat], trick.length ? suitOf(trick[0].card) : null)) {
    const rest = { ...hands, [seat]: hands[seat].filter((c) => c !== card) };
    const next = [...trick, { seat, card }];
    let v: number;
    if (next.length < 4) v = minimax(rest, trump, leader, next, goal);
    else {
      const w = winningCard(next, trump)!.seat as Seat;
      const pts = goal.kind === 'hearts' ? next.filter((p) => suitOf(p.card) === 'H').length : 1;
      v = (counts(w) ? pts : 0) + minimax(rest, trump, w, [], goal);
    }
    best = maximises ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}
