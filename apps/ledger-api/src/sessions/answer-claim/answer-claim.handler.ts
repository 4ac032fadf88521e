import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { writeResponse } from '../responses/write-response';
import { AnswerClaim } from './answer-claim.command';

/** Records the answer; the laws decide when the claim is accepted or disputed. */
@CommandHandler(AnswerClaim)
export class AnswerClaimHandler implements ICommandHandler<AnswerClaim> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: AnswerClaim) {
    const { claimId, seat, accept } = c.body;
    return this.writer.write({
      clubId: c.clubId,
      sessionId: c.sessionId,
      ctx: c.ctx,
      command: { type: 'AnswerClaim', at: c.ctx.at, deal: c.deal, claimId, seat, accept },
      respond: (_s, events, version) => writeResponse(events, version),
    });
  }
}
