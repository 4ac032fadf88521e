import { Query } from '@nestjs/cqrs';
import type { AnalyseClaimOutcome } from './claim-analysis-body';

/** The recorded analysis of a claim (a read: never solves, never writes). */
export class ReadClaimAnalysis extends Query<AnalyseClaimOutcome> {
  constructor(
    readonly clubId: string,
    readonly sessionId: string,
    readonly n: number,
    readonly claimId: string,
  ) {
    super();
  }
}
