import { RulingAdjustment, rulingProblem } from '../core/settlement/ruling';
import { isVariant } from '../core/variant';
import { VARIANT_LAWS } from './variant-laws';

/**
 * Why a ruling's adjustment cannot be applied to a session of this variant (seats: the table's seats
 * for solo and hearts), or undefined when it can: for the API to refuse it before recording it.
 */
export function rulingProblemFor(
  variant: string,
  adjustment: unknown,
  seats: readonly string[] = ['N', 'E', 'S', 'W'],
): string | undefined {
  if (!adjustment || typeof adjustment !== 'object' || Array.isArray(adjustment))
    return 'an adjustment object is required';
  const adj = adjustment as RulingAdjustment;
  const family = isVariant(variant) ? VARIANT_LAWS[variant].rulingFamily : 'partnership';
  const problem = rulingProblem(family, adj);
  if (problem) return problem;
  if (family === 'partnership')
    return Object.keys(adj.points ?? {}).every((k) => k === 'NS' || k === 'EW')
      ? undefined
      : 'points are per side: NS and EW';
  const unknown = Object.keys(adj.balances ?? {}).filter((k) => !seats.includes(k));
  return unknown.length ? `seats not at the table: ${unknown.join(', ')}` : undefined;
}
