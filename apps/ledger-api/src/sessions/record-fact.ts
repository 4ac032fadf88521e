import type { LawCommand } from '@ledger/laws';
import type { SessionFactCommand } from '../ledger/session-fact.command';
import type { SessionWriter } from '../ledger/session-writer';
import { writeResponse, WriteResponse } from './responses/write-response';

/** Records a fact whose answer is the plain write response `{version, events, irregularities}`. */
export function recordFact(writer: SessionWriter, c: SessionFactCommand<WriteResponse>, command: LawCommand) {
  return writer.write({
    clubId: c.clubId,
    sessionId: c.sessionId,
    ctx: c.ctx,
    command,
    respond: (_state, events, version) => writeResponse(events, version),
  });
}
