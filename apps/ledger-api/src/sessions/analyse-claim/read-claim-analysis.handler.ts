import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SessionLoader } from '../../ledger/session-loader';
import { type AnalyseClaimOutcome, readOutcome } from './claim-analysis-body';
import { ReadClaimAnalysis } from './read-claim-analysis.query';

/** Reads the recorded analysis (or refusal) of a claim from the folded session; 404 when none is recorded. */
@QueryHandler(ReadClaimAnalysis)
export class ReadClaimAnalysisHandler implements IQueryHandler<ReadClaimAnalysis> {
  constructor(private readonly loader: SessionLoader) {}

  async execute(q: ReadClaimAnalysis): Promise<AnalyseClaimOutcome> {
    return readOutcome(await this.loader.load(q.clubId, q.sessionId), q.n, q.claimId);
  }
}
