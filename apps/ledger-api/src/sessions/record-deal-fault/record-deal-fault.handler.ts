import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { recordFact } from '../record-fact';
import { RecordDealFault } from './record-deal-fault.command';
import type { DealFaultKind, MisdealCause, TableSeat } from '@ledger/laws';

/** Records the fault through the laws engine (`RecordDealFault`). */
@CommandHandler(RecordDealFault)
export class RecordDealFaultHandler implements ICommandHandler<RecordDealFault> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: RecordDealFault) {
    const b = c.body;
    const seats = (s?: string[]) => s as TableSeat[] | undefined;
    return recordFact(this.writer, c, {
      type: 'RecordDealFault',
      at: c.ctx.at,
      deal: c.deal,
      fault: b.fault as DealFaultKind,
      seat: b.seat as TableSeat,
      cause: b.cause as MisdealCause | undefined,
      card: b.card,
      cards: b.cards,
      touched: seats(b.touched),
      short: seats(b.short),
      long: seats(b.long),
      causedBy: b.causedBy as TableSeat | undefined,
      interruptedBy: b.interruptedBy as TableSeat | undefined,
      rightful: b.rightful as TableSeat | undefined,
      stopped: b.stopped,
    });
  }
}
