import { Card, suitOf } from '../cards/card';
import { TableSeat } from '../seats/table-seat';
import { bindingObligations, discharge, dutiesFor } from '../penalties/obligations';
import { DealState, TrickState } from '../session/state';
import { trickWinner, winningCard } from './trick';

/** Puts a card on the table in trick `trickNo`, attaching its duties and completing the trick when full. */
export function applyPlay(deal: DealState, seat: TableSeat, card: Card, trickNo: number, followLaw: string): DealState {
  const idx = trickNo - 1;
  const existing: TrickState | undefined = deal.tricks[idx];
  const trick: TrickState = existing ?? { number: trickNo, leader: seat, cards: [], winner: null };
  const isLead = trick.cards.length === 0;
  const led = isLead ? null : suitOf(trick.cards[0].card);
  const binding = bindingObligations(deal, seat, isLead, trickNo);
  const beat = winningCard(trick.cards, deal.trump)?.card ?? null;
  const entry = { seat, card, duties: dutiesFor(binding, led, beat, followLaw) };
  const cards = [...trick.cards, entry];
  const complete = cards.length === deal.order.length;
  const winner = complete ? trickWinner(cards, deal.trump)! : null;
  const next: TrickState = { number: trickNo, leader: isLead ? seat : trick.leader, cards, winner };
  const tricks = existing ? deal.tricks.map((t, i) => (i === idx ? next : t)) : [...deal.tricks, next];
  return {
    ...deal,
    tricks,
    nextLeader: winner ?? deal.nextLeader,
    obligations: discharge(deal.obligations, binding),
  };
}

/** Takes cards back off trick `trickNo` (false lead resolved, take-back); an emptied trick disappears. */
export function returnCards(deal: DealState, trickNo: number, cards: readonly { seat: TableSeat; card: Card }[]): DealState {
  const idx = trickNo - 1;
  const trick = deal.tricks[idx];
  if (!trick) return deal;
  const left = trick.cards.filter((p) => !cards.some((c) => c.card === p.card));
  const tricks =
    left.length === 0 && idx === deal.tricks.length - 1
      ? deal.tricks.slice(0, idx)
      : deal.tricks.map((t, i) => (i === idx ? { ...t, cards: left, leader: left[0]?.seat ?? t.leader, winner: null } : t));
  return { ...deal, tricks };
}
