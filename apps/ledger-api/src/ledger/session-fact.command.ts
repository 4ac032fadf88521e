import { Command } from '@nestjs/cqrs';
import type { StoredResponse } from './idempotency-lookup';
import type { WriteContext } from './write-context';

/** The result of a session write as the bus returns it. */
export type FactResult<R> = StoredResponse<R> & { replayed: boolean };

/** Base of every command that records a fact in a session stream. */
export abstract class SessionFactCommand<R> extends Command<FactResult<R>> {
  constructor(
    readonly clubId: string,
    readonly sessionId: string,
    readonly ctx: WriteContext,
  ) {
    super();
  }
}

/** Base of the commands about one deal of a session. */
export abstract class DealFactCommand<R, B> extends SessionFactCommand<R> {
  constructor(
    clubId: string,
    sessionId: string,
    ctx: WriteContext,
    readonly deal: number,
    readonly body: B,
  ) {
    super(clubId, sessionId, ctx);
  }
}
