import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { writeResponse } from '../responses/write-response';
import { ExposeCards } from './expose-cards.command';

/** Records the fact through the laws engine and the event store. */
@CommandHandler(ExposeCards)
export class ExposeCardsHandler implements ICommandHandler<ExposeCards> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: ExposeCards) {
    return this.writer.write({
      clubId: c.clubId,
      sessionId: c.sessionId,
      ctx: c.ctx,
      command: { type: 'ExposeCards', at: c.ctx.at, deal: c.deal, seat: c.body.seat, cards: c.body.cards, how: c.body.how, namedBy: c.body.namedBy },
      respond: (_state, events, version) => writeResponse(events, version),
    });
  }
}
