import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { recordFact } from '../record-fact';
import { ElectRevokePenalty } from './elect-revoke-penalty.command';
import type { RevokePenaltyOption, TableSeat } from '@ledger/laws';

/** Records the fact through the laws engine and the event store. */
@CommandHandler(ElectRevokePenalty)
export class ElectRevokePenaltyHandler implements ICommandHandler<ElectRevokePenalty> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: ElectRevokePenalty) {
    return recordFact(this.writer, c, {
      type: 'ElectRevokePenalty',
      at: c.ctx.at,
      deal: c.deal,
      by: c.body.by as TableSeat,
      revokeClaim: c.body.revokeClaim,
      option: c.body.option as RevokePenaltyOption,
    });
  }
}
