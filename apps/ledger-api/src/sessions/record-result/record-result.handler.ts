import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { recordFact } from '../record-fact';
import { RecordResult } from './record-result.command';

/** Records a deal's result through the laws engine and the event store. */
@CommandHandler(RecordResult)
export class RecordResultHandler implements ICommandHandler<RecordResult> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: RecordResult) {
    return recordFact(this.writer, c, { type: 'RecordResult', at: c.ctx.at, deal: c.deal, ...c.body });
  }
}
