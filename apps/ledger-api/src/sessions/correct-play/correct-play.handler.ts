import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { writeResponse } from '../responses/write-response';
import { CorrectPlay } from './correct-play.command';

/** Records the fact through the laws engine and the event store. */
@CommandHandler(CorrectPlay)
export class CorrectPlayHandler implements ICommandHandler<CorrectPlay> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: CorrectPlay) {
    return this.writer.write({
      clubId: c.clubId,
      sessionId: c.sessionId,
      ctx: c.ctx,
      command: { type: 'CorrectPlay', at: c.ctx.at, deal: c.deal, kind: c.body.kind, seat: c.body.seat, card: c.body.card, from: c.body.from },
      respond: (_state, events, version) => writeResponse(events, version),
    });
  }
}
