import { SessionFactCommand } from '../../ledger/session-fact.command';
import type { WriteContext } from '../../ledger/write-context';
import type { DealBody } from '../responses/deal-body';
import type { StartDealDto } from './start-deal.dto';

/** Start the next deal: the cut that closes the previous deal's revoke-claim window and settles it. */
export class StartDeal extends SessionFactCommand<DealBody> {
  constructor(
    clubId: string,
    sessionId: string,
    ctx: WriteContext,
    readonly body: StartDealDto,
  ) {
    super(clubId, sessionId, ctx);
  }
}
