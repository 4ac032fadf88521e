/** The stream has no events (maps to HTTP 404); thrown by `EventStore.readStreamOrThrow`. */
export class StreamNotFoundError extends Error {
  override readonly name = 'StreamNotFoundError';

  constructor(
    readonly streamId: string,
    readonly clubId: string,
  ) {
    super(`stream ${streamId} not found`);
  }
}
