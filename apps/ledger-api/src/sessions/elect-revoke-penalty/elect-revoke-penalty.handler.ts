import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { writeResponse } from '../responses/write-response';
import { ElectRevokePenalty } from './elect-revoke-penalty.command';

/** Records the fact through the laws engine and the event store. */
@CommandHandler(ElectRevokePenalty)
export class ElectRevokePenaltyHandler implements ICommandHandler<ElectRevokePenalty> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: ElectRevokePenalty) {
    return this.writer.write({
      clubId: c.clubId,
      sessionId: c.sessionId,
      ctx: c.ctx,
      command: { type: 'ElectRevokePenalty', at: c.ctx.at, deal: c.deal, by: c.body.by, revokeClaim: c.body.revokeClaim, option: c.body.option },
      respond: (_state, events, version) => writeResponse(events, version),
    });
  }
}
