import { Pool, PoolClient } from 'pg';

/**
 * Runs `fn` with a pooled client that has an `error` listener while it is checked out: a server
 * restart or a dropped connection between statements then rejects the current query instead of
 * crashing the process with an unhandled 'error' event. A client is released as broken (destroyed)
 * when it emitted an error or `fn` threw an error marked `rollbackFailed`; otherwise it goes back to
 * the pool (an expected refusal such as a ConcurrencyError keeps its healthy connection).
 */
export async function withClient<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  const onError = (e: Error) => {
    failure = e;
  };
  client.on('error', onError);
  try {
    return await fn(client);
  } catch (e) {
    const rollback = (e as { rollbackFailed?: Error } | undefined)?.rollbackFailed;
    if (rollback) failure ??= rollback;
    throw e;
  } finally {
    client.off('error', onError);
    client.release(failure);
  }
}
