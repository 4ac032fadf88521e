import { Card, suitOf } from '../../core/cards/card';
import { TableSeat } from '../../core/seats/table-seat';
import { bindingObligations, discharge, dutiesFor } from '../penalties/obligations';
import { DealState, Duty, PlayEntry, TrickState } from '../../core/state';
import { trickWinner, winningCard } from '../../core/tricks/trick';
import { withPlay } from './with-play';

const NO_DUTIES: readonly Duty[] = [];

/** Puts a card on the table in trick `trickNo`, attaching its duties and completing the trick when full (the hot path of fold). */
export function applyPlay(deal: DealState, seat: TableSeat, card: Card, trickNo: number, followLaw: string): DealState {
  const idx = trickNo - 1;
  const existing: TrickState | undefined = deal.tricks[idx];
  const isLead = !existing || existing.cards.length === 0;
  const led = isLead ? null : suitOf(existing.cards[0].card);
  const binding = deal.obligations.length === 0 ? [] : bindingObligations(deal, seat, isLead, trickNo);
  const beat = isLead ? null : winningCard(existing.cards, deal.trump)!.card;
  const duties =
    binding.length === 0
      ? led === null
        ? NO_DUTIES
        : [{ kind: 'follow' as const, suit: led, led, beat, law: followLaw }]
      : dutiesFor(binding, led, beat, followLaw);
  const entry: PlayEntry = { seat, card, duties };
  const cards = existing ? existing.cards.concat(entry) : [entry];
  const winner = cards.length === deal.order.length ? trickWinner(cards, deal.trump)! : null;
  const next: TrickState = { number: trickNo, leader: isLead ? seat : existing.leader, cards, winner };
  const tricks = deal.tricks.slice();
  tricks[idx] = next;
  return withPlay(
    deal,
    tricks,
    winner ?? deal.nextLeader,
    binding.length === 0 ? deal.obligations : discharge(deal.obligations, binding),
  );
}

/** Takes cards back off trick `trickNo` (false lead resolved, take-back); an emptied trick disappears. */
export function returnCards(
  deal: DealState,
  trickNo: number,
  cards: readonly { seat: TableSeat; card: Card }[],
): DealState {
  const idx = trickNo - 1;
  const trick = deal.tricks[idx];
  if (!trick) return deal;
  const left = trick.cards.filter((p) => !cards.some((c) => c.card === p.card));
  const tricks =
    left.length === 0 && idx === deal.tricks.length - 1
      ? deal.tricks.slice(0, idx)
      : deal.tricks.map((t, i) =>
          i === idx ? { ...t, cards: left, leader: left[0]?.seat ?? t.leader, winner: null } : t,
        );
  return { ...deal, tricks };
}
