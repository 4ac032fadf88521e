import { HttpException, NotFoundException } from '@nestjs/common';
import {
  analysisRefusalDetail,
  recordedClaimAnalysis,
  type SessionState,
  type StoredAnalysisRefusal,
  type StoredClaimAnalysis,
} from '@ledger/laws';

/** The answer of `POST`/`GET .../claims/{id}/analysis`: `{sound, guaranteedTricks, refutation?}`, the solver's version and the stream version. */
export type ClaimAnalysisBody = { claimId: string; version: number } & StoredClaimAnalysis;

/** What a `POST .../analysis` came to: a verdict (newly recorded or already there), or the solver's recorded refusal. */
export type AnalyseClaimOutcome =
  | { kind: 'analysis'; created: boolean; body: ClaimAnalysisBody }
  | { kind: 'refused'; created: boolean; refusal: StoredAnalysisRefusal; version: number };

/**
 * The outcome for claim `claimId` as the folded state records it (for `solverVersion` only, when
 * given); undefined when nothing is recorded.
 */
export function recordedOutcome(
  state: SessionState,
  deal: number,
  claimId: string,
  created: boolean,
  solverVersion?: string,
): AnalyseClaimOutcome | undefined {
  const r = recordedClaimAnalysis(state, deal, claimId, solverVersion);
  if (r.status === 'analysed')
    return { kind: 'analysis', created, body: { claimId, ...r.analysis, version: state.version } };
  if (r.status === 'refused') return { kind: 'refused', created, refusal: r.refusal, version: state.version };
  return undefined;
}

/** The outcome of a read of claim `claimId`: the recorded one, else 404 (no claim, or nothing recorded yet). */
export function readOutcome(state: SessionState, deal: number, claimId: string): AnalyseClaimOutcome {
  const out = recordedOutcome(state, deal, claimId, false);
  if (out) return out;
  if (recordedClaimAnalysis(state, deal, claimId).status === 'no-claim')
    throw new NotFoundException({ message: `deal ${deal} has no claim ${claimId}`, code: 'NO_SUCH_CLAIM' });
  throw new NotFoundException({
    message: `no analysis of claim ${claimId} is recorded; a scorer or admin asks for one with POST`,
    code: 'NO_ANALYSIS',
  });
}

/** The 422 of a recorded refusal (ANALYSIS_TOO_LARGE): the solver version that refused will not try again. */
export function analysisTooLarge(refusal: StoredAnalysisRefusal): HttpException {
  return new HttpException({ message: analysisRefusalDetail(refusal), code: 'ANALYSIS_TOO_LARGE' }, 422);
}
