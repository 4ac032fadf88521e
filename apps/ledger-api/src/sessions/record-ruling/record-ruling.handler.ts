import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { writeResponse } from '../responses/write-response';
import { RecordRuling } from './record-ruling.command';

/** Records the ruling. */
@CommandHandler(RecordRuling)
export class RecordRulingHandler implements ICommandHandler<RecordRuling> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: RecordRuling) {
    return this.writer.write({
      clubId: c.clubId,
      sessionId: c.sessionId,
      ctx: c.ctx,
      command: { type: 'RecordRuling', at: c.ctx.at, deal: c.body.deal, reason: c.body.reason, adjustment: c.body.adjustment },
      respond: (_s, events, version) => writeResponse(events, version),
    });
  }
}
