import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { recordFact } from '../record-fact';
import { ElectPenalty } from './elect-penalty.command';

/** Records the fact through the laws engine and the event store. */
@CommandHandler(ElectPenalty)
export class ElectPenaltyHandler implements ICommandHandler<ElectPenalty> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: ElectPenalty) {
    return recordFact(this.writer, c, {
      type: 'ElectPenalty',
      at: c.ctx.at,
      deal: c.deal,
      by: c.body.by,
      against: c.body.against,
      kind: c.body.kind,
      card: c.body.card,
      suit: c.body.suit,
      forIrregularity: c.body.forIrregularity,
    });
  }
}
