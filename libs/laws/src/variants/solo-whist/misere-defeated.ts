import type { DealState } from '../../core/state';

/** The misère (or misère ouverte) is lost as soon as the caller takes a trick (solo-hoffmann:p148). */
export const MISERE_LOST_LAW = 'solo-hoffmann:p148';

/**
 * The trick at which a misère or misère ouverte caller took his first trick, if he has: the call is
 * lost at once and the hand ends there (solo-hoffmann:p148, "none: lost as soon as the caller takes
 * a trick"; the opponents' hands are then shown for a revoke, p153).
 */
export function misereDefeated(deal: DealState): { readonly trick: number; readonly law: string } | undefined {
  const c = deal.contract;
  if (!c || (c.call !== 'misere' && c.call !== 'misere-ouverte')) return undefined;
  const taken = deal.tricks.find((t) => t.winner === c.caller);
  return taken ? { trick: taken.number, law: MISERE_LOST_LAW } : undefined;
}
