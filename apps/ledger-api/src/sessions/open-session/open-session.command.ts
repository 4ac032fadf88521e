import { SessionFactCommand } from '../../ledger/session-fact.command';
import type { SessionBody } from '../responses/session-body';
import type { OpenSessionDto } from './open-session.dto';
import type { WriteContext } from '../../ledger/write-context';

/** Open a session (a table's sitting): its variant, seats and rules. */
export class OpenSession extends SessionFactCommand<SessionBody> {
  constructor(
    clubId: string,
    sessionId: string,
    ctx: WriteContext,
    readonly body: OpenSessionDto,
  ) {
    super(clubId, sessionId, ctx);
  }
}
