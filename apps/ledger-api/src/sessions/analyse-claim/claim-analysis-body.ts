import type { SessionState, StoredClaimAnalysis } from '@ledger/laws';

/** The answer of `GET .../claims/{id}/analysis`: `{sound, guaranteedTricks, refutation?}` and the solver's version. */
export type ClaimAnalysisBody = { claimId: string; version: number } & StoredClaimAnalysis;

/** Reads the recorded analysis of a claim from the folded state. */
export function claimAnalysisBody(
  state: SessionState,
  deal: number,
  claimId: string,
  version: number,
): ClaimAnalysisBody {
  const analysis = state.deals[deal - 1]?.claims.find((c) => c.id === claimId)?.analysis;
  if (!analysis) throw new Error(`claim ${claimId} of deal ${deal} has no recorded analysis`);
  return { claimId, ...analysis, version };
}
