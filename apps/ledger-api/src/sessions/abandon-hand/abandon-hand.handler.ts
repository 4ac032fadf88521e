import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { writeResponse } from '../responses/write-response';
import { AbandonHand } from './abandon-hand.command';

/** Records the fact through the laws engine and the event store. */
@CommandHandler(AbandonHand)
export class AbandonHandHandler implements ICommandHandler<AbandonHand> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: AbandonHand) {
    return this.writer.write({
      clubId: c.clubId,
      sessionId: c.sessionId,
      ctx: c.ctx,
      command: { type: 'AbandonHand', at: c.ctx.at, deal: c.deal, tricks: c.body.tricks, faceUp: c.body.faceUp },
      respond: (_state, events, version) => writeResponse(events, version),
    });
  }
}
