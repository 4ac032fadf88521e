import type { SessionState } from '../core/state';
import { analyseClaim, ClaimAnalysis, ClaimSpec, SOLVER_VERSION } from '../solver/analyse-claim';
import { SearchBudgetExceeded } from '../solver/budget';
import { claimPosition } from '../views/claim-position';
import { Position } from '../solver/position';

/** What the solver made of a claim: its analysis, or the budget it ran out of (then nothing is recorded). */
export type SolvedClaim =
  | { readonly analysis: ClaimAnalysis }
  | { readonly budgetExceeded: { readonly maxNodes: number; readonly tricksLeft: number } };

/** A claim ready to solve: the position at the moment it was made and what it asserts. */
export interface ClaimToSolve {
  readonly position: Position;
  readonly claim: ClaimSpec;
}

/**
 * The position of claim `claimId` of deal `dealNumber` when it still needs this solver's analysis and
 * all hands are known; undefined otherwise (no such deal or claim, hands missing, already analysed):
 * then `decideClaimAnalysis` gives the answer or the refusal itself.
 */
export function claimToSolve(state: SessionState, dealNumber: number, claimId: string): ClaimToSolve | undefined {
  const claim = state.deals[dealNumber - 1]?.claims.find((c) => c.id === claimId);
  if (!claim || claim.analysis?.solverVersion === SOLVER_VERSION) return undefined;
  const built = claimPosition(state, dealNumber, claimId);
  return built.status === 'ready' ? { position: built.position, claim: built.claim } : undefined;
}

/** Solves a claim within `maxNodes` positions (no limit when undefined); the budget running out is an answer, not an error. */
export function solveClaim(job: ClaimToSolve, maxNodes?: number): SolvedClaim {
  try {
    return { analysis: analyseClaim(job.position, job.claim, { maxNodes }) };
  } catch (e) {
    if (!(e instanceof SearchBudgetExceeded)) throw e;
    return { budgetExceeded: { maxNodes: e.maxNodes, tricksLeft: e.tricksLeft } };
  }
}
