import type { AnalyseClaim } from '../core/commands';
import type { LawEvent } from '../core/events';
import { dealOf } from '../core/guards';
import { refuse } from '../core/law-violation';
import type { StoredClaimAnalysis } from '../core/records';
import type { SessionState } from '../core/state';
import { claimPosition } from '../views/claim-position';

/**
 * Records the exact analysis of a claim, once: the claim solver's answer (`c.solved`, computed by the
 * app from `claimToSolve` off the request's thread) for the position at the moment of the claim. Nothing
 * new when solver `c.solverVersion` already answered, or already ran out of its budget on this claim;
 * refused (`HANDS_NOT_KNOWN`) while the hands are not all known. When the solver ran out of its budget
 * the refusal is recorded (`ClaimAnalysisRefused`, with the solver's version and budget) so that this
 * version is never asked again. A verdict is exact or not given; the count of an unsound misère or
 * Hearts claim may be a proved lower bound, recorded with `exact: false` (ADR 0032). The laws never
 * search themselves.
 */
export function decideClaimAnalysis(c: AnalyseClaim, state: SessionState): LawEvent[] {
  const deal = dealOf(state, c.deal);
  const claim = deal.claims.find((x) => x.id === c.claimId);
  if (!claim) refuse('NO_SUCH_CLAIM', `deal ${deal.number} has no claim ${c.claimId}`);
  if (claim.analysis?.solverVersion === c.solverVersion) return [];
  if (claim.analysisRefused?.solverVersion === c.solverVersion) return [];
  const built = claimPosition(state, deal.number, claim.id);
  if (built.status === 'not-found') refuse('NO_SUCH_CLAIM', built.reason);
  if (built.status === 'missing')
    refuse('HANDS_NOT_KNOWN', `the claim cannot be analysed until these are known: ${built.missing.join('; ')}`);
  const solved = c.solved;
  if (!solved)
    refuse('MALFORMED_COMMAND', `the claim solver's answer for claim ${claim.id} must come with the command`);
  if ('budgetExceeded' in solved) {
    const { maxNodes, tricksLeft } = solved.budgetExceeded;
    const refusal = { solverVersion: c.solverVersion, maxNodes, tricksLeft };
    return [{ type: 'ClaimAnalysisRefused', at: c.at, deal: deal.number, claimId: claim.id, refusal }];
  }
  const a = solved.analysis;
  const analysis: StoredClaimAnalysis = {
    sound: a.sound,
    guaranteedTricks: a.guaranteedTricks,
    measure: a.measure,
    ...(a.exact === false ? { exact: false as const } : {}),
    ...(a.refutation ? { refutation: a.refutation.map((p) => ({ seat: p.seat, card: p.card })) } : {}),
    solverVersion: a.solverVersion,
  };
  return [{ type: 'ClaimAnalysed', at: c.at, deal: deal.number, claimId: claim.id, analysis }];
}
