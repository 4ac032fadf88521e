/** The stream was not at the expected version: nothing was written (maps to HTTP 409). */
export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';

  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly clubId: string,
  ) {
    super(`stream ${streamId} is not at expected version ${expectedVersion}`);
  }
}
