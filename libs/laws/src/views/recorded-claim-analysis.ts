import type { StoredAnalysisRefusal, StoredClaimAnalysis } from '../core/records';
import type { SessionState } from '../core/state';

/**
 * What the record holds about a claim's analysis: the solver's verdict, its refusal (the solver ran
 * out of its budget), nothing yet, or no such claim.
 */
export type RecordedClaimAnalysis =
  | { readonly status: 'analysed'; readonly analysis: StoredClaimAnalysis }
  | { readonly status: 'refused'; readonly refusal: StoredAnalysisRefusal }
  | { readonly status: 'none' }
  | { readonly status: 'no-claim' };

/**
 * The recorded analysis of claim `claimId` of deal `dealNumber`. With `solverVersion`, only what that
 * solver version recorded counts (a later version may analyse again); without it, the latest verdict,
 * else the latest refusal.
 */
export function recordedClaimAnalysis(
  state: SessionState,
  dealNumber: number,
  claimId: string,
  solverVersion?: string,
): RecordedClaimAnalysis {
  const claim = state.deals[dealNumber - 1]?.claims.find((c) => c.id === claimId);
  if (!claim) return { status: 'no-claim' };
  const ours = (v: { solverVersion: string } | undefined) =>
    v !== undefined && (solverVersion === undefined || v.solverVersion === solverVersion);
  if (claim.analysis && ours(claim.analysis)) return { status: 'analysed', analysis: claim.analysis };
  if (claim.analysisRefused && ours(claim.analysisRefused))
    return { status: 'refused', refusal: claim.analysisRefused };
  return { status: 'none' };
}

/** The words of a recorded refusal, for the `422 ANALYSIS_TOO_LARGE` answer. */
export function analysisRefusalDetail(r: StoredAnalysisRefusal): string {
  return `exact analysis needs more than ${r.maxNodes} positions (${r.tricksLeft} tricks left); this ledger's limit is ${r.maxNodes} positions (claims with fewer tricks left are analysed quickly); refused by ${r.solverVersion}, which will not try again`;
}
