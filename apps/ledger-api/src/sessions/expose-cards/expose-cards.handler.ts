import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { recordFact } from '../record-fact';
import { ExposeCards } from './expose-cards.command';
import type { ExposureHow, TableSeat } from '@ledger/laws';

/** Records the fact through the laws engine and the event store. */
@CommandHandler(ExposeCards)
export class ExposeCardsHandler implements ICommandHandler<ExposeCards> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: ExposeCards) {
    return recordFact(this.writer, c, {
      type: 'ExposeCards',
      at: c.ctx.at,
      deal: c.deal,
      seat: c.body.seat as TableSeat,
      cards: c.body.cards,
      how: c.body.how as ExposureHow,
      namedBy: c.body.namedBy as TableSeat | undefined,
    });
  }
}
