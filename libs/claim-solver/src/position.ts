import { Card } from '@ledger/laws/core/cards/card';
import { TableSeat } from '@ledger/laws/core/seats/table-seat';
import type { Position } from '@ledger/laws/core/claim-analysis';

export type { Position } from '@ledger/laws/core/claim-analysis';

/** What the search measures: a side's tricks (it maximises), a misère caller's tricks or a Hearts claimer's hearts (the others force them). */
export type Goal =
  | { readonly kind: 'tricks'; readonly side: readonly TableSeat[] }
  | { readonly kind: 'misere'; readonly seat: TableSeat }
  | { readonly kind: 'hearts'; readonly seat: TableSeat };

/** Why a position cannot be solved (unknown seat, repeated card, hands of the wrong sizes ...), or undefined when it can. */
export function positionProblem(p: Position): string | undefined {
  const n = p.order.length;
  if (n < 3 || n > 6 || new Set(p.order).size !== n) return 'order must name 3 to 6 distinct seats';
  if (!p.order.includes(p.leader)) return `leader ${p.leader} is not at the table`;
  if (p.trick.length >= n) return 'the trick in progress is already complete';
  const seen = new Set<Card>();
  for (let i = 0; i < p.trick.length; i++) {
    if (p.trick[i].seat !== p.order[(p.order.indexOf(p.leader) + i) % n])
      return `trick card ${i + 1} is not played in turn`;
    if (seen.has(p.trick[i].card)) return `card ${p.trick[i].card} appears twice`;
    seen.add(p.trick[i].card);
  }
  return handsProblem(p, seen);
}

function handsProblem(p: Position, seen: Set<Card>): string | undefined {
  const next = p.order[(p.order.indexOf(p.leader) + p.trick.length) % p.order.length];
  const left = p.hands[next]?.length ?? 0;
  for (const seat of p.order) {
    const hand = p.hands[seat];
    if (!hand) return `hand of ${seat} is missing`;
    const played = p.trick.some((t) => t.seat === seat);
    const want = played ? left - 1 : left;
    if (hand.length !== want) return `hand of ${seat} has ${hand.length} cards, expected ${want}`;
    for (const c of hand) {
      if (seen.has(c)) return `card ${c} appears twice`;
      seen.add(c);
    }
  }
  return left === 0 ? 'no cards left to play' : undefined;
}

/** The seat whose turn it is in a position. */
export function seatToPlay(p: Position): TableSeat {
  return p.order[(p.order.indexOf(p.leader) + p.trick.length) % p.order.length];
}
