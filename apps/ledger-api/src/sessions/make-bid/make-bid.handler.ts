import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { recordFact } from '../record-fact';
import { MakeBid } from './make-bid.command';
import type { TableSeat } from '@ledger/laws';

/** Records the bid through the laws engine (`MakeBid`). */
@CommandHandler(MakeBid)
export class MakeBidHandler implements ICommandHandler<MakeBid> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: MakeBid) {
    return recordFact(this.writer, c, {
      type: 'MakeBid',
      at: c.ctx.at,
      deal: c.deal,
      seat: c.body.seat as TableSeat,
      counters: c.body.counters,
    });
  }
}
