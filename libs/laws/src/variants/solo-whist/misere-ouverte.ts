import { LawEvent } from '../../core/events';
import { DealState } from '../../core/state';

/**
 * Misère ouverte: the caller's hand is laid face up once the first trick has been played and turned
 * (solo-hoffmann:p143; Foster: once it is complete, the same moment in this record). His remaining cards are then
 * shown: known to all, and evidence of what he held (play/revokes/knowledge.ts, source `shown`).
 */
export function laidOpen(deal: DealState, at: string): LawEvent[] {
  const c = deal.contract;
  if (c?.call !== 'misere-ouverte' || deal.laidOpen || deal.status !== 'playing' || !deal.tricks[0]?.winner) return [];
  const played = new Set(deal.tricks.flatMap((t) => t.cards.map((p) => p.card)));
  const cards = (deal.hands?.[c.caller] ?? []).filter((card) => !played.has(card));
  return [{ type: 'HandLaidOpen', at, deal: deal.number, seat: c.caller, trick: 1, cards, law: 'solo-hoffmann:p143' }];
}
