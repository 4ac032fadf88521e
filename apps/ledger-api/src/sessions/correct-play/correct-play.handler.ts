import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { recordFact } from '../record-fact';
import { CorrectPlay } from './correct-play.command';
import type { CorrectionKind, TableSeat } from '@ledger/laws';

/** Records the fact through the laws engine and the event store. */
@CommandHandler(CorrectPlay)
export class CorrectPlayHandler implements ICommandHandler<CorrectPlay> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: CorrectPlay) {
    return recordFact(this.writer, c, {
      type: 'CorrectPlay',
      at: c.ctx.at,
      deal: c.deal,
      kind: c.body.kind as CorrectionKind,
      seat: c.body.seat as TableSeat | undefined,
      card: c.body.card,
      from: c.body.from as TableSeat | undefined,
    });
  }
}
