import { Card } from '../core/cards/card';
import { TableSeat } from '../core/seats/table-seat';
import { DealState } from '../core/state';
import { inHandOrder } from './hand-order';

/**
 * Each seat's hand as dealt when recorded, else as far as known from the cards played, exposed and shown. A
 * recorded hand's array is shared by every call for the same dealt hand: readonly, copy it to change it.
 */
export function knownHands(deal: DealState): Record<string, readonly Card[]> {
  const out: Record<string, readonly Card[]> = {};
  for (const seat of deal.order) out[seat] = knownCards(deal, seat);
  return out;
}

/**
 * Dealt hands in hand order, by the dealt array. A state is never mutated, so one array always gives one
 * order: sorting the four hands again at every play was a third of a deal view's cost (issue 21.1). The views of
 * every state of the deal share it, hence readonly (not frozen: filtering a frozen array cost more than the sort).
 */
const DEALT_IN_ORDER = new WeakMap<readonly Card[], readonly Card[]>();

function dealtInOrder(dealt: readonly Card[]): readonly Card[] {
  let sorted = DEALT_IN_ORDER.get(dealt);
  if (sorted === undefined) DEALT_IN_ORDER.set(dealt, (sorted = inHandOrder(dealt)));
  return sorted;
}

/** A seat's known cards in hand order (sortHand's order); a dealt hand's array is shared (readonly). */
function knownCards(deal: DealState, seat: TableSeat): readonly Card[] {
  const dealt = deal.hands?.[seat];
  if (dealt) return dealtInOrder(dealt);
  const set = new Set<Card>();
  for (const t of deal.tricks) for (const p of t.cards) if (p.seat === seat) set.add(p.card);
  for (const x of deal.exposed) if (x.seat === seat) set.add(x.card);
  for (const x of deal.shown) if (x.seat === seat) set.add(x.card);
  return inHandOrder([...set]);
}

/** Every card on the table in the deal's tricks. */
function playedCards(deal: DealState): Set<Card> {
  const played = new Set<Card>();
  for (const t of deal.tricks) for (const p of t.cards) played.add(p.card);
  return played;
}

/** Each seat's cards not yet played, as far as known (`known`: the deal's knownHands, when the caller has them). */
export function remainingHands(
  deal: DealState,
  known: Readonly<Record<string, readonly Card[]>> = knownHands(deal),
): Record<string, Card[]> {
  const played = playedCards(deal);
  const out: Record<string, Card[]> = {};
  for (const seat of deal.order) out[seat] = known[seat].filter((c) => !played.has(c));
  return out;
}

/** Each seat's exposed cards still unplayed. */
export function exposedUnplayed(deal: DealState): Record<string, Card[]> {
  const out: Record<string, Card[]> = {};
  if (deal.exposed.length === 0) {
    for (const seat of deal.order) out[seat] = [];
    return out;
  }
  const played = playedCards(deal);
  for (const seat of deal.order)
    out[seat] = deal.exposed.filter((x) => x.seat === seat && !played.has(x.card)).map((x) => x.card);
  return out;
}
