import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { writeResponse } from '../responses/write-response';
import { MakeClaim } from './make-claim.command';
import type { TableSeat } from '@ledger/laws';

/** Records the claim. */
@CommandHandler(MakeClaim)
export class MakeClaimHandler implements ICommandHandler<MakeClaim> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: MakeClaim) {
    const { id, seat, tricks } = c.body;
    return this.writer.write({
      clubId: c.clubId,
      sessionId: c.sessionId,
      ctx: c.ctx,
      command: { type: 'MakeClaim', at: c.ctx.at, deal: c.deal, id, seat: seat as TableSeat, tricks },
      respond: (_s, events, version) => ({ id, seat, tricks, ...writeResponse(events, version) }),
    });
  }
}
