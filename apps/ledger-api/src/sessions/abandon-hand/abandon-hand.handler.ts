import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { recordFact } from '../record-fact';
import { AbandonHand } from './abandon-hand.command';

/** Records the fact through the laws engine and the event store. */
@CommandHandler(AbandonHand)
export class AbandonHandHandler implements ICommandHandler<AbandonHand> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: AbandonHand) {
    return recordFact(this.writer, c, {
      type: 'AbandonHand',
      at: c.ctx.at,
      deal: c.deal,
      tricks: c.body.tricks,
      faceUp: c.body.faceUp,
    });
  }
}
