import { Client, DatabaseError, QueryConfig, QueryResult } from 'pg';

/** How a batch of statements sent in one transaction ended. */
export type BatchOutcome =
  /** Committed: each statement's result, in order, and the answer to the statement sent after the COMMIT. */
  | { kind: 'committed'; results: QueryResult[]; after?: QueryResult }
  /** The server undid it (an error in one statement): nothing of it was written. */
  | { kind: 'undone' }
  /** The connection failed before every answer came: whether the COMMIT took is unknown. */
  | { kind: 'lost'; error: unknown };

/**
 * Sends BEGIN, the statements and COMMIT on a pipelined Client (`pipeline: true`) in one socket write, and
 * waits for every answer: one round trip and one commit for all of them (ADR 0034). `after`, if given, goes in
 * the same write after the COMMIT, on its own (autocommit): it runs once the transaction has ended, and its
 * answer (none if it failed) has no bearing on the outcome.
 */
export async function sendInTransaction(
  client: Client,
  configs: readonly QueryConfig[],
  after?: QueryConfig,
): Promise<BatchOutcome> {
  const [sent, afterSent] = corked(client, () => [
    [client.query('BEGIN'), ...configs.map((c) => client.query(c)), client.query('COMMIT')],
    sendAfter(client, after),
  ]);
  const settled = await Promise.allSettled(sent);
  const lost = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected' && !answeredByServer(s.reason));
  if (lost) return { kind: 'lost', error: lost.reason };
  const commit = settled[settled.length - 1];
  if (commit.status === 'fulfilled' && commit.value.command === 'COMMIT' && settled.every(isFulfilled)) {
    return {
      kind: 'committed',
      results: settled.slice(1, -1).map((s) => (s as PromiseFulfilledResult<QueryResult>).value),
      after: await afterSent,
    };
  }
  await afterSent;
  return { kind: 'undone' };
}

/**
 * Sends each statement on its own (autocommit), pipelined in one socket write: each answer is its own. `after`,
 * if given, goes last in the same write; `after` in the answer is its result (undefined if it failed).
 */
export async function sendEach(
  client: Client,
  configs: readonly QueryConfig[],
  after?: QueryConfig,
): Promise<{ each: PromiseSettledResult<QueryResult>[]; after?: QueryResult }> {
  const [sent, afterSent] = corked(client, () => [configs.map((c) => client.query(c)), sendAfter(client, after)]);
  return { each: await Promise.allSettled(sent), after: await afterSent };
}

/** Queues `after` (if any) on the client; its answer, or undefined if there is none or it failed. */
function sendAfter(client: Client, after: QueryConfig | undefined): Promise<QueryResult | undefined> {
  return after
    ? client.query(after).then(
        (r) => r,
        () => undefined,
      )
    : Promise.resolve(undefined);
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
