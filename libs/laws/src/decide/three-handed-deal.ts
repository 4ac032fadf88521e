import { Card } from '../core/cards/card';
import { packFor } from '../core/cards/pack';
import { lawsOf } from './variant-laws';
import { TableSeat } from '../core/seats/table-seat';
import { refuse } from '../core/law-violation';
import { SessionState } from '../core/state';

/** Cards in a solo hand at every table: 13 (solo-hoffmann:p142, p156). */
export const HAND = 13;

/** The pack of the deal: the variant's own (three-handed solo's, solo-hoffmann:p156), else the usual pack for the players. */
export function packOfDeal(s: SessionState, order: readonly TableSeat[]): readonly Card[] {
  return lawsOf(s.variant).deal.ownPack?.(order.length, s.rules) ?? packFor(order.length);
}

/**
 * solo-hoffmann:p156: in three-handed solo with 40 cards the 40th card is turned up for trumps and belongs to
 * no one. With the hands recorded it is the one card of the pack no hand holds (and the card named must be it).
 */
export function turnedCard(
  pack: readonly Card[],
  hands: Partial<Record<TableSeat, readonly Card[]>> | null,
  named: Card | null,
): Card | null {
  if (!hands) return named;
  const held = new Set(Object.values(hands).flat());
  const left = pack.find((c) => !held.has(c))!;
  if (named && named !== left)
    refuse(
      'CARD_NOT_HELD',
      `the turned card is the 40th card, which no hand holds: ${left} (solo-hoffmann:p156)`,
      'solo-hoffmann:p156',
    );
  return left;
}

/** solo-hoffmann:p156: three hands of 13 from the 40-card pack, one card left over to be turned up. */
export function threeHands(
  hands: Partial<Record<TableSeat, readonly Card[]>>,
  pack: readonly Card[],
): Partial<Record<TableSeat, readonly Card[]>> {
  const all = Object.values(hands);
  const cards = all.flat();
  const ok =
    all.every((h) => h.length === HAND) && new Set(cards).size === cards.length && cards.every((c) => pack.includes(c));
  if (!ok)
    refuse(
      'NOT_A_PERFECT_PACK',
      'three hands of 13 from the 40 cards without the 2s, 3s and 4s (solo-hoffmann:p156)',
      'solo-hoffmann:p156',
    );
  return hands;
}
