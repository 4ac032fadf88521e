import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { recordFact } from '../record-fact';
import { PlayCard } from './play-card.command';
import type { TableSeat } from '@ledger/laws';

/** Records the fact through the laws engine and the event store. */
@CommandHandler(PlayCard)
export class PlayCardHandler implements ICommandHandler<PlayCard> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: PlayCard) {
    return recordFact(this.writer, c, {
      type: 'PlayCard',
      at: c.ctx.at,
      deal: c.deal,
      seat: c.body.seat as TableSeat,
      card: c.body.card,
    });
  }
}
