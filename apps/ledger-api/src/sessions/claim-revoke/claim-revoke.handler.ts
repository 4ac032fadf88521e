import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { revokeClaimBody } from './revoke-claim-body';
import { ClaimRevoke } from './claim-revoke.command';
import type { TableSeat } from '@ledger/laws';

/** Records the revoke claim with the verdict the laws give. */
@CommandHandler(ClaimRevoke)
export class ClaimRevokeHandler implements ICommandHandler<ClaimRevoke> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: ClaimRevoke) {
    const { id, by, against, trick } = c.body;
    return this.writer.write({
      clubId: c.clubId,
      sessionId: c.sessionId,
      ctx: c.ctx,
      command: {
        type: 'ClaimRevoke',
        at: c.ctx.at,
        deal: c.deal,
        id,
        by: by as TableSeat,
        against: against as TableSeat,
        trick,
      },
      respond: (_s, events, version) => revokeClaimBody(events, version),
    });
  }
}
