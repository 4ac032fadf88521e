/** An idempotency key was sent again with a different request (body or stream): nothing was written. */
export class IdempotencyKeyReusedError extends Error {
  override readonly name = 'IdempotencyKeyReusedError';

  constructor(
    readonly idempotencyKey: string,
    readonly clubId: string,
  ) {
    super(`idempotency key ${idempotencyKey} was already used for a different request`);
  }
}
