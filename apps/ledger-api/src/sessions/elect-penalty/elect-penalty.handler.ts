import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { recordFact } from '../record-fact';
import { ElectPenalty } from './elect-penalty.command';
import type { PenaltyKind, TableSeat } from '@ledger/laws';

/** Records the fact through the laws engine and the event store. */
@CommandHandler(ElectPenalty)
export class ElectPenaltyHandler implements ICommandHandler<ElectPenalty> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: ElectPenalty) {
    return recordFact(this.writer, c, {
      type: 'ElectPenalty',
      at: c.ctx.at,
      deal: c.deal,
      by: c.body.by as TableSeat,
      against: c.body.against as TableSeat,
      kind: c.body.kind as PenaltyKind,
      card: c.body.card,
      suit: c.body.suit,
      forIrregularity: c.body.forIrregularity,
    });
  }
}
