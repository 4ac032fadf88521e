import type { AnalyseClaim, SessionState } from '@ledger/laws';
import { claimToSolve } from '@ledger/laws/views/claim-to-solve';
import { SOLVER_VERSION } from '../analyse-claim';
import { solveClaim } from '../solve-claim';

/** The `AnalyseClaim` command as the app sends it: this solver's answer for the claim's position, when it has one. */
export function analyseClaimCommand(
  state: SessionState,
  deal: number,
  claimId: string,
  maxNodes?: number,
): Omit<AnalyseClaim, 'at'> {
  const job = claimToSolve(state, deal, claimId, SOLVER_VERSION);
  return {
    type: 'AnalyseClaim',
    deal,
    claimId,
    solverVersion: SOLVER_VERSION,
    ...(job ? { solved: solveClaim(job, maxNodes) } : {}),
  };
}
