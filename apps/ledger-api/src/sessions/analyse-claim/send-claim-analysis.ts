import type { FastifyReply } from 'fastify';
import type { FactResult } from '../../ledger/session-fact.command';
import { RetryLater } from './claim-analysis-errors';
import { type AnalyseClaimOutcome, analysisTooLarge, type ClaimAnalysisBody } from './claim-analysis-body';

/**
 * Answers an analysis outcome: `201` when this request recorded the verdict, `200` when it was
 * already recorded, `422 ANALYSIS_TOO_LARGE` for a recorded refusal; `ETag` the stream version.
 */
export function sendClaimAnalysis(res: FastifyReply, result: FactResult<AnalyseClaimOutcome>): ClaimAnalysisBody {
  const out = result.body;
  res.header('ETag', `"${out.kind === 'analysis' ? out.body.version : out.version}"`);
  if (result.replayed) res.header('Idempotent-Replayed', 'true');
  if (out.kind === 'refused') throw analysisTooLarge(out.refusal);
  res.status(out.created ? 201 : 200);
  return out.body;
}

/** Runs `work`; a 429 or 503 of the analysis queue gets its `Retry-After` header on the way out. */
export async function withRetryAfter<T>(res: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof RetryLater) res.header('Retry-After', String(e.retryAfterSeconds));
    throw e;
  }
}
