import { ConcurrencyError, IdempotencyKeyReusedError, NotReplicatedError } from '@ledger/event-store';
import { isLawViolation } from '@ledger/laws';
import { problem } from './problem';
import type { ProblemMapper } from './to-problem';
import { unstorableText } from './unstorable-text';

/** Refusals that are about the request's form rather than the laws: answered 400 like other bad input. */
const FORM_CODES = new Set(['UNKNOWN_RULE', 'UNKNOWN_VARIANT', 'MALFORMED_CARD', 'MALFORMED_COMMAND']);

/** LawViolation → 422 with its code and the law that refuses it (400 for malformed input). */
const lawViolation: ProblemMapper = (e) => {
  if (!isLawViolation(e)) return undefined;
  const status = FORM_CODES.has(e.code) ? 400 : 422;
  return problem(status, e.code, e.message, e.law ? { law: e.law } : {});
};

/** A stale expected version or a concurrent write → 409, nothing written. */
const concurrency: ProblemMapper = (e) =>
  e instanceof ConcurrencyError
    ? problem(
        409,
        'CONCURRENT_WRITE',
        'The session moved on while this write was being decided; nothing was written. Read it again and retry.',
      )
    : undefined;

/** The same Idempotency-Key with a different request → 422. */
const keyReused: ProblemMapper = (e) =>
  e instanceof IdempotencyKeyReusedError
    ? problem(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.')
    : undefined;

/**
 * SQLSTATE classes of a database that went away (08 connection, 57P admin shutdown / crash, 53 resources),
 * and 25006 read_only_sql_transaction: the server became a standby under a pooled connection (a failover
 * demoted it; ADR 0025).
 */
const UNAVAILABLE = /^(08|57P|53|25006$)/;
/**
 * Messages of `pg`, `pg-pool` and Node's sockets when the server cannot be reached or stops answering, and of
 * TypeORM when a transaction's connection died under it (QueryRunnerProviderAlreadyReleasedError, and
 * QueryRunnerAlreadyReleasedError when that happened before its commit).
 */
const GONE_MESSAGE =
  /Connection terminated|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|EPIPE|timeout exceeded when trying to connect|timeout expired|not queryable|connection provided by a query runner was already released|Query runner already released|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)/;

/** The database dropped or refused the connection: 503 (nothing was acknowledged; an idempotent retry is safe). */
const databaseUnavailable: ProblemMapper = (e) => {
  const err = e as { code?: unknown; message?: unknown } | undefined;
  const code = typeof err?.code === 'string' ? err.code : '';
  const message = typeof err?.message === 'string' ? err.message : '';
  const gone = UNAVAILABLE.test(code) || GONE_MESSAGE.test(message);
  return gone
    ? problem(
        503,
        'DATABASE_UNAVAILABLE',
        'The database is not reachable just now. The write was not acknowledged: retry it with the same Idempotency-Key.',
      )
    : undefined;
};

/**
 * A commit no synchronous standby is shown to hold (LEDGER_REQUIRE_SYNC_STANDBY; the failover engine switched
 * synchronous replication off): 503, not acknowledged; the retry with the same key answers it once it is held.
 */
const notReplicated: ProblemMapper = (e) =>
  e instanceof NotReplicatedError
    ? problem(
        503,
        'NOT_REPLICATED',
        'The database has no synchronous standby just now, so this write cannot be acknowledged as safe. Retry it with the same Idempotency-Key.',
      )
    : undefined;

/** The mappers of the laws library's and the event store's errors, of a database gone away, and of text it cannot store. */
export const DOMAIN_MAPPERS: ProblemMapper[] = [
  lawViolation,
  concurrency,
  keyReused,
  notReplicated,
  databaseUnavailable,
  unstorableText,
];
