import { Client, DatabaseError, QueryConfig, QueryResult } from 'pg';

/** How a batch of statements sent in one transaction ended. */
export type BatchOutcome =
  /** Committed: each statement's result, in order. */
  (
    | { kind: 'committed'; results: QueryResult[] }
    /** The server undid it (an error in one statement): nothing of it was written. */
    | { kind: 'undone' }
    /** The connection failed before every answer came: whether the COMMIT took is unknown. */
    | { kind: 'lost'; error: unknown }
  ) & {
    /** The outcome of each statement sent after the COMMIT, in order: each on its own, whatever the batch's fate. */
    after: PromiseSettledResult<QueryResult>[];
  };

/**
 * Sends BEGIN, the statements and COMMIT on a pipelined Client (`pipeline: true`) in one socket write, and
 * waits for every answer: one round trip and one commit for all of them (ADR 0034). The `after` statements go in
 * the same write after the COMMIT, each on its own (autocommit): they run once the transaction has ended, and
 * their answers have no bearing on its outcome.
 */
export async function sendInTransaction(
  client: Client,
  configs: readonly QueryConfig[],
  after: readonly QueryConfig[] = [],
): Promise<BatchOutcome> {
  const [sent, afterSent] = corked(client, () => [
    [client.query('BEGIN'), ...configs.map((c) => client.query(c)), client.query('COMMIT')],
    after.map((c) => client.query(c)),
  ]);
  const [settled, afterSettled] = await Promise.all([Promise.allSettled(sent), Promise.allSettled(afterSent)]);
  const lost = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected' && !answeredByServer(s.reason));
  if (lost) return { kind: 'lost', error: lost.reason, after: afterSettled };
  const commit = settled[settled.length - 1];
  if (commit.status === 'fulfilled' && commit.value.command === 'COMMIT' && settled.every(isFulfilled)) {
    return {
      kind: 'committed',
      results: settled.slice(1, -1).map((s) => (s as PromiseFulfilledResult<QueryResult>).value),
      after: afterSettled,
    };
  }
  return { kind: 'undone', after: afterSettled };
}

/**
 * Sends each statement on its own (autocommit), pipelined in one socket write, then the `after` statements: each
 * answer is its own.
 */
export async function sendEach(
  client: Client,
  configs: readonly QueryConfig[],
  after: readonly QueryConfig[] = [],
): Promise<{ each: PromiseSettledResult<QueryResult>[]; after: PromiseSettledResult<QueryResult>[] }> {
  const [sent, afterSent] = corked(client, () => [
    configs.map((c) => client.query(c)),
    after.map((c) => client.query(c)),
  ]);
  const [each, afterSettled] = await Promise.all([Promise.allSettled(sent), Promise.allSettled(afterSent)]);
  return { each, after: afterSettled };
}

/** Runs `send` with the client's socket corked: the messages of every query it sends leave in one write. */
function corked<T>(client: Client, send: () => T): T {
  const stream = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
  stream.cork();
  try {
    return send();
  } finally {
    stream.uncork();
  }
}

const isFulfilled = (s: PromiseSettledResult<unknown>): boolean => s.status === 'fulfilled';

/**
 * Whether `e` is an error the server answered a statement with and then went on serving the connection (an ERROR:
 * the transaction is undone, nothing of it committed). Not a lost connection, and not a FATAL or PANIC, after
 * which the backend ends the connection: whatever was in flight then, the COMMIT included, has an unknown outcome.
 */
export function answeredByServer(e: unknown): boolean {
  return e instanceof DatabaseError && e.severity !== 'FATAL' && e.severity !== 'PANIC';
}
