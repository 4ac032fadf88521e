import { ConcurrencyError, IdempotencyKeyReusedError } from '@ledger/event-store';
import { isLawViolation } from '@ledger/laws';
import { problem } from './problem';
import type { ProblemMapper } from './to-problem';

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
    ? problem(409, 'CONCURRENT_WRITE', 'The session moved on while this write was being decided; nothing was written. Read it again and retry.')
    : undefined;

/** The same Idempotency-Key with a different request → 422. */
const keyReused: ProblemMapper = (e) =>
  e instanceof IdempotencyKeyReusedError
    ? problem(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.')
    : undefined;

/** The mappers of the laws library's and the event store's errors. */
export const DOMAIN_MAPPERS: ProblemMapper[] = [lawViolation, concurrency, keyReused];
