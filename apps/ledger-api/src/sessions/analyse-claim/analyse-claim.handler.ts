import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { AnalyseClaim } from './analyse-claim.command';
import { claimAnalysisBody } from './claim-analysis-body';

/** Runs the claim solver through the laws (once per solver version) and answers with the verdict. */
@CommandHandler(AnalyseClaim)
export class AnalyseClaimHandler implements ICommandHandler<AnalyseClaim> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: AnalyseClaim) {
    const { claimId } = c.body;
    return this.writer.write({
      clubId: c.clubId,
      sessionId: c.sessionId,
      ctx: c.ctx,
      command: { type: 'AnalyseClaim', at: c.ctx.at, deal: c.deal, claimId },
      respond: (state, _events, version) => claimAnalysisBody(state, c.deal, claimId, version),
    });
  }
}
