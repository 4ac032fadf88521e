import type { AnalyseClaim } from '../../core/commands';
import type { LawEvent } from '../../core/events';
import type { StoredClaimAnalysis } from '../../core/records';
import { dealOf } from '../../core/guards';
import { refuse } from '../../core/law-violation';
import type { SessionState } from '../../core/state';
import { SOLVER_VERSION } from '../../solver/analyse-claim';
import { solveClaim } from '../../claims/solve-claim';
import { claimPosition } from '../../views/claim-position';

/**
 * Judges a claim exactly, once: the position at the moment of the claim (hands as dealt or rebuilt,
 * cards played removed, calls still binding) solved against every defence. Nothing new when this
 * solver version already answered; refused (`HANDS_NOT_KNOWN`) while the hands are not all known,
 * and (`ANALYSIS_TOO_LARGE`, nothing recorded) when the search would visit more than `c.maxNodes`
 * positions: an analysis is exact or not given. `c.solved`, when given, is the answer of `solveClaim` for
 * this claim computed off the request's thread (the position of a claim never changes once all hands are known).
 */
export function decideClaimAnalysis(c: AnalyseClaim, state: SessionState): LawEvent[] {
  const deal = dealOf(state, c.deal);
  const claim = deal.claims.find((x) => x.id === c.claimId);
  if (!claim) refuse('NO_SUCH_CLAIM', `deal ${deal.number} has no claim ${c.claimId}`);
  if (claim.analysis?.solverVersion === SOLVER_VERSION) return [];
  const built = claimPosition(state, deal.number, claim.id);
  if (built.status === 'not-found') refuse('NO_SUCH_CLAIM', built.reason);
  if (built.status === 'missing')
    refuse('HANDS_NOT_KNOWN', `the claim cannot be analysed until these are known: ${built.missing.join('; ')}`);
  const solved = c.solved ?? solveClaim({ position: built.position, claim: built.claim }, c.maxNodes);
  if ('budgetExceeded' in solved) {
    const { maxNodes, tricksLeft } = solved.budgetExceeded;
    refuse(
      'ANALYSIS_TOO_LARGE',
      `exact analysis needs more than ${maxNodes} positions (${tricksLeft} tricks left); this ledger's limit is ${maxNodes} positions (claims with fewer tricks left are analysed quickly)`,
    );
  }
  const a = solved.analysis;
  const analysis: StoredClaimAnalysis = {
    sound: a.sound,
    guaranteedTricks: a.guaranteedTricks,
    measure: a.measure,
    ...(a.refutation ? { refutation: a.refutation.map((p) => ({ seat: p.seat, card: p.card })) } : {}),
    solverVersion: a.solverVersion,
  };
  return [{ type: 'ClaimAnalysed', at: c.at, deal: deal.number, claimId: claim.id, analysis }];
}
