import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { recordFact } from '../record-fact';
import { ClaimHonours } from './claim-honours.command';
import type { Side } from '@ledger/laws';

/** Records the fact through the laws engine (`ClaimHonours`). */
@CommandHandler(ClaimHonours)
export class ClaimHonoursHandler implements ICommandHandler<ClaimHonours> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: ClaimHonours) {
    const { side } = c.body;
    return recordFact(this.writer, c, { type: 'ClaimHonours', at: c.ctx.at, deal: c.deal, side: side as Side });
  }
}
