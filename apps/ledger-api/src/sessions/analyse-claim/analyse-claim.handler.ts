import { ConfigService } from '@nestjs/config';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { LedgerConfig } from '../../config/ledger-config';
import { SessionWriter } from '../../ledger/session-writer';
import { AnalyseClaim } from './analyse-claim.command';
import { claimAnalysisBody } from './claim-analysis-body';

/**
 * Runs the claim solver through the laws (once per solver version) and answers with the verdict.
 * The search is bounded by `CLAIM_ANALYSIS_MAX_NODES` positions (deterministic, unlike a time limit):
 * past it the laws refuse with 422 ANALYSIS_TOO_LARGE and nothing is recorded.
 */
@CommandHandler(AnalyseClaim)
export class AnalyseClaimHandler implements ICommandHandler<AnalyseClaim> {
  private readonly maxNodes: number;

  constructor(
    private readonly writer: SessionWriter,
    config: ConfigService,
  ) {
    this.maxNodes = config.get<LedgerConfig>('ledger')?.claimAnalysisMaxNodes ?? 10_000_000;
  }

  execute(c: AnalyseClaim) {
    const { claimId } = c.body;
    return this.writer.write({
      clubId: c.clubId,
      sessionId: c.sessionId,
      ctx: c.ctx,
      command: { type: 'AnalyseClaim', at: c.ctx.at, deal: c.deal, claimId, maxNodes: this.maxNodes },
      respond: (state, _events, version) => claimAnalysisBody(state, c.deal, claimId, version),
    });
  }
}
