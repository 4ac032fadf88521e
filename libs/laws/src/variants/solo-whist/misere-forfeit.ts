import type { JudgeContext } from '../../core/offence';
import type { Irregularity } from '../../core/records';
import { misereProtected } from './remedies';

/**
 * The irregularity that ends a misère at once, if any: one by an adversary of the caller, other than
 * a revoke corrected in time or a deal fault (solo-hoffmann:p150).
 */
export function misereForfeit(ctx: JudgeContext): Irregularity | undefined {
  return ctx.deal.irregularities.find(
    (i) =>
      i.kind !== 'revoke-corrected' &&
      i.kind !== 'wrong-card-count' &&
      i.kind !== 'misdeal' &&
      misereProtected(ctx, i.seat),
  );
}
