import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { recordFact } from '../record-fact';
import { MakeCall } from './make-call.command';
import type { TableSeat } from '@ledger/laws';

/** Records the fact through the laws engine and the event store. */
@CommandHandler(MakeCall)
export class MakeCallHandler implements ICommandHandler<MakeCall> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: MakeCall) {
    return recordFact(this.writer, c, {
      type: 'MakeCall',
      at: c.ctx.at,
      deal: c.deal,
      seat: c.body.seat as TableSeat,
      call: c.body.call,
      trumpSuit: c.body.trumpSuit,
    });
  }
}
