import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { recordFact } from '../record-fact';
import { AnswerClaim } from './answer-claim.command';
import type { TableSeat } from '@ledger/laws';

/** Records the answer; the laws decide when the claim is accepted or disputed. */
@CommandHandler(AnswerClaim)
export class AnswerClaimHandler implements ICommandHandler<AnswerClaim> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: AnswerClaim) {
    const { claimId, seat, accept } = c.body;
    return recordFact(this.writer, c, {
      type: 'AnswerClaim',
      at: c.ctx.at,
      deal: c.deal,
      claimId,
      seat: seat as TableSeat,
      accept,
    });
  }
}
