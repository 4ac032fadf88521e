import type { ClaimToSolve } from '../core/claim-analysis';
import type { SessionState } from '../core/state';
import { claimPosition } from './claim-position';

/**
 * The position of claim `claimId` of deal `dealNumber` when it still needs the analysis of solver
 * `solverVersion` and all hands are known; undefined otherwise (no such deal or claim, hands missing,
 * already analysed or refused by that version): then `AnalyseClaim` gets no answer and the decider
 * gives the refusal or nothing.
 */
export function claimToSolve(
  state: SessionState,
  dealNumber: number,
  claimId: string,
  solverVersion: string,
): ClaimToSolve | undefined {
  const claim = state.deals[dealNumber - 1]?.claims.find((c) => c.id === claimId);
  if (!claim || claim.analysis?.solverVersion === solverVersion) return undefined;
  if (claim.analysisRefused?.solverVersion === solverVersion) return undefined;
  const built = claimPosition(state, dealNumber, claimId);
  return built.status === 'ready' ? { position: built.position, claim: built.claim } : undefined;
}
