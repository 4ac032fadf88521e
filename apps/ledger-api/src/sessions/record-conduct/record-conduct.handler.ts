import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { recordFact } from '../record-fact';
import { RecordConduct } from './record-conduct.command';
import type { ConductKind, TableSeat } from '@ledger/laws';

/** Records the fact through the laws engine (`RecordIrregularity`). */
@CommandHandler(RecordConduct)
export class RecordConductHandler implements ICommandHandler<RecordConduct> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: RecordConduct) {
    const { seat, kind, card, seats } = c.body;
    return recordFact(this.writer, c, {
      type: 'RecordIrregularity',
      at: c.ctx.at,
      deal: c.deal,
      seat: seat as TableSeat,
      kind: kind as ConductKind,
      card,
      seats: seats as TableSeat[] | undefined,
    });
  }
}
