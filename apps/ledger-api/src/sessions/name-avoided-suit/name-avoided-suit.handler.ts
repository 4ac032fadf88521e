import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { recordFact } from '../record-fact';
import { NameAvoidedSuit } from './name-avoided-suit.command';
import type { TableSeat } from '@ledger/laws';

/** Records the suit named through the laws engine (`NameAvoidedSuit`). */
@CommandHandler(NameAvoidedSuit)
export class NameAvoidedSuitHandler implements ICommandHandler<NameAvoidedSuit> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: NameAvoidedSuit) {
    return recordFact(this.writer, c, {
      type: 'NameAvoidedSuit',
      at: c.ctx.at,
      deal: c.deal,
      seat: c.body.seat as TableSeat,
      suit: c.body.suit,
    });
  }
}
