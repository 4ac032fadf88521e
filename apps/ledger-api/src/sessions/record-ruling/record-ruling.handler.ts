import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { recordFact } from '../record-fact';
import { RecordRuling } from './record-ruling.command';

/** Records the ruling (the laws check it fits the variant and that the deal has ended). */
@CommandHandler(RecordRuling)
export class RecordRulingHandler implements ICommandHandler<RecordRuling> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: RecordRuling) {
    const { deal, reason, adjustment } = c.body;
    return recordFact(this.writer, c, { type: 'RecordRuling', at: c.ctx.at, deal, reason, adjustment });
  }
}
