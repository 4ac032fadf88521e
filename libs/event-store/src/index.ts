/** Public API of the event store: append-only, hash-chained, idempotent events on PostgreSQL. */
export { EventStore } from './event-store';
export { GroupCommit } from './append/group-commit';
export type { GroupCommitCounts, GroupCommitOptions } from './append/group-commit';
export type { EventStoreOptions, ReadStreamOptions } from './event-store';
export type {
  AppendOptions,
  AppendResult,
  AppendSummary,
  ExpectedVersion,
  Idempotency,
  InlineProjection,
  PlannedAppend,
} from './append/append-types';
export { parseNotice } from './append/notify';
export type { AppendNotice } from './append/notify';
export { ConcurrencyError } from './errors/concurrency-error';
export { NotReplicatedError } from './errors/not-replicated-error';
export { confirmCommitted, confirmedHead } from './append/commit-confirmation';
export { IdempotencyKeyReusedError } from './errors/idempotency-key-reused-error';
export { StreamNotFoundError } from './errors/stream-not-found-error';
export { START, formatCheckpoint, parseCheckpoint } from './read/checkpoint';
export type { Checkpoint } from './read/checkpoint';
export type { ReadAllPage } from './read/read-all';
export { readAllHeadRuns } from './read/read-all-heads';
export type { EventHeadRun, EventHeadRunPage } from './read/read-all-heads';
export type { EventData } from './read/read-stream-data';
export { storedKeyOrder } from './read/stored-key-order';
export type { Upcaster, Upcasters } from './read/upcast';
export type { VerifyResult } from './verify/verify-stream';
export { RecencyMap } from './cache/recency-map';
export type { RecencyBounds } from './cache/recency-map';
export { canonicalJson } from './hashing/canonical-json';
export { eventHash } from './hashing/event-hash';
export type { HashedFields } from './hashing/event-hash';
export type { Queryable } from './db';
export { withClient } from './checked-out-client';
export { NIL_CLUB_ID } from './types';
export type { EventMetadata, JsonValue, NewEvent, StoredEvent } from './types';
