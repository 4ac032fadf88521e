import { DealFactCommand } from '../../ledger/session-fact.command';
import type { ClaimAnalysisBody } from './claim-analysis-body';

/** Ask for the exact analysis of a claim; the first answer is recorded as a `ClaimAnalysed` event. */
export class AnalyseClaim extends DealFactCommand<ClaimAnalysisBody, { claimId: string }> {}
