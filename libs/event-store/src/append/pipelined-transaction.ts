import { Client, DatabaseError, QueryConfig, QueryResult } from 'pg';

/** How a batch of statements sent in one transaction ended. */
export type BatchOutcome =
  /** Committed: each statement's result, in order. */
  | { kind: 'committed'; results: QueryResult[] }
  /** The server undid it (an error in one statement): nothing of it was written. */
  | { kind: 'undone' }
  /** The connection failed before every answer came: whether the COMMIT took is unknown. */
  | { kind: 'lost'; error: unknown };

/**
 * Sends BEGIN, the statements and COMMIT on a pipelined Client (`pipeline: true`) in one socket write, and
 * waits for every answer: one round trip and one commit for all of them (ADR 0034).
 */
export async function sendInTransaction(client: Client, configs: readonly QueryConfig[]): Promise<BatchOutcome> {
  const sent = corked(client, () => [
    client.query('BEGIN'),
    ...configs.map((c) => client.query(c)),
    client.query('COMMIT'),
  ]);
  const settled = await Promise.allSettled(sent);
  const lost = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected' && !answeredByServer(s.reason));
  if (lost) return { kind: 'lost', error: lost.reason };
  const commit = settled[settled.length - 1];
  if (commit.status === 'fulfilled' && commit.value.command === 'COMMIT' && settled.every(isFulfilled)) {
    return {
      kind: 'committed',
      results: settled.slice(1, -1).map((s) => (s as PromiseFulfilledResult<QueryResult>).value),
    };
  }
  return { kind: 'undone' };
}

/** Sends each statement on its own (autocommit), pipelined in one socket write: each answer is its own. */
export function sendEach(
  client: Client,
  configs: readonly QueryConfig[],
): Promise<PromiseSettledResult<QueryResult>[]> {
  return Promise.allSettled(corked(client, () => configs.map((c) => client.query(c))));
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
