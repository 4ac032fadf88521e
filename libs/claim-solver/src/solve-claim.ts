import type { ClaimToSolve, SolvedClaim } from '@ledger/laws/core/claim-analysis';
import { analyseClaim } from './analyse-claim';
import { SearchBudgetExceeded } from './budget';

/** Solves a claim within `maxNodes` positions (no limit when undefined); the budget running out is an answer, not an error. */
export function solveClaim(job: ClaimToSolve, maxNodes?: number): SolvedClaim {
  try {
    return { analysis: analyseClaim(job.position, job.claim, { maxNodes }) };
  } catch (e) {
    if (!(e instanceof SearchBudgetExceeded)) throw e;
    return { budgetExceeded: { maxNodes: e.maxNodes, tricksLeft: e.tricksLeft } };
  }
}
