/**
 * A commit could not be shown to be on a synchronous standby (the server has none configured just now,
 * e.g. pg_auto_failover's `wait_primary`, or `synchronous_commit` is local): it must not be acknowledged.
 * What was written stays on this server; an idempotent retry answers the first outcome once a standby
 * holds it. Maps to HTTP 503 with Retry-After.
 */
export class NotReplicatedError extends Error {
  override readonly name = 'NotReplicatedError';

  constructor(readonly reason: string) {
    super(`the commit is not confirmed on a synchronous standby: ${reason}`);
  }
}
