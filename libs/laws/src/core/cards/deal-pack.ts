import type { DealState } from '../state';
import { Card } from './card';
import { packFor } from './pack';

/** The pack a deal is played with: its own (three-handed solo) or the usual pack for its number of players. */
export function dealPack(deal: Pick<DealState, 'order' | 'pack'>): readonly Card[] {
  return deal.pack ?? packFor(deal.order.length);
}

/** The cards of the deal's pack that no hand holds: the turned-up 40th card of three-handed solo (solo-hoffmann:p156). */
export function spareCards(deal: Pick<DealState, 'order' | 'pack' | 'handSize'>): number {
  return dealPack(deal).length - deal.handSize * deal.order.length;
}
