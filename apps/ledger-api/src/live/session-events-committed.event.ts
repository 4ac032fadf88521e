/**
 * Published on Nest's EventBus after a session write has committed (architecture.md rule 6: the
 * EventBus carries side effects after commit only). Listeners read the new events from the store.
 */
export class SessionEventsCommitted {
  constructor(
    readonly clubId: string,
    readonly sessionId: string,
    /** The stream version the write left. */
    readonly version: number,
    /** True when another API process made the write (heard by LISTEN): this process does not announce it again. */
    readonly remote = false,
  ) {}
}
