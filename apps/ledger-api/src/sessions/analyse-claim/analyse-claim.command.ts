import { DealFactCommand } from '../../ledger/session-fact.command';
import type { AnalyseClaimOutcome } from './claim-analysis-body';

/**
 * Ask for the exact analysis of a claim; the first answer of a solver version is recorded as a
 * `ClaimAnalysed` event (or `ClaimAnalysisRefused` past the budget). `signal` aborts when the client
 * leaves: a solve nobody waits for any more is dropped before it starts.
 */
export class AnalyseClaim extends DealFactCommand<AnalyseClaimOutcome, { claimId: string; signal?: AbortSignal }> {}
