import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { writeResponse } from '../responses/write-response';
import { PlayCard } from './play-card.command';

/** Records the fact through the laws engine and the event store. */
@CommandHandler(PlayCard)
export class PlayCardHandler implements ICommandHandler<PlayCard> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: PlayCard) {
    return this.writer.write({
      clubId: c.clubId,
      sessionId: c.sessionId,
      ctx: c.ctx,
      command: { type: 'PlayCard', at: c.ctx.at, deal: c.deal, seat: c.body.seat, card: c.body.card },
      respond: (_state, events, version) => writeResponse(events, version),
    });
  }
}
