import { Card } from '../../core/cards/card';
import { dealPack } from '../../core/cards/deal-pack';
import { TableSeat } from '../../core/seats/table-seat';
import { refuse } from '../../core/law-violation';
import { DealState } from '../../core/state';
import { openTrick, playerOf, playsBy } from '../../core/tricks/turn';

/** The cards `seat` holds now when the hands were recorded (dealt, plus drawn, less played and drawn away). */
export function holdingNow(deal: DealState, seat: TableSeat): Card[] | undefined {
  const dealt = deal.hands?.[seat];
  if (!dealt) return undefined;
  const played = new Set(playsBy(deal, seat).map((p) => p.card));
  return dealt.filter((c) => !played.has(c));
}

/** Refuses a card that cannot be in `seat`'s hand now: not in the pack, already played, or known to be elsewhere. */
export function assertHolds(deal: DealState, seat: TableSeat, card: Card): void {
  if (!dealPack(deal).includes(card))
    refuse(
      'CARD_NOT_HELD',
      `${card} is not in the pack of this table`,
      deal.pack ? 'solo-hoffmann:p156' : 'hearts-foster:15',
    );
  const by = playerOf(deal, card);
  if (by) refuse('CARD_ALREADY_PLAYED', `${card} was already played by ${by}`);
  const now = holdingNow(deal, seat);
  if (now && !now.includes(card)) refuse('CARD_NOT_HELD', `${seat} does not hold ${card}`);
  const elsewhere = [...deal.exposed, ...deal.shown].find((x) => x.card === card && x.seat !== seat);
  if (!now && elsewhere) refuse('CARD_NOT_HELD', `${card} is known to be in ${elsewhere.seat}'s hand`);
  if (playsBy(deal, seat).length >= deal.handSize) refuse('CARD_NOT_HELD', `${seat} has no cards left`);
}

/** Refuses a second card from one seat to the same trick (record it as an exposure `two-played`, whist-1900:73). */
export function assertNotYetPlayedToTrick(deal: DealState, seat: TableSeat, law = 'whist-1900:73'): void {
  const open = openTrick(deal);
  if (open?.cards.some((c) => c.seat === seat)) {
    refuse(
      'SEAT_ALREADY_PLAYED',
      `${seat} has already played to this trick; record the extra card as an exposure`,
      law,
    );
  }
}
