import { EventMetadata, NewEvent, StoredEvent } from '../types';
import { Queryable } from '../db';

/** The stream's current version (0 for a new stream), or `'any'` to append at whatever the head is. */
export type ExpectedVersion = number | 'any';

/** What an append reports; also what is stored for an idempotency key and returned on a repeat. */
export interface AppendSummary {
  clubId: string;
  streamId: string;
  /** Version of the first appended event. */
  firstVersion: number;
  /** Version of the last appended event: the next expected version. */
  nextExpectedVersion: number;
  firstPosition: number;
  lastPosition: number;
  /** Hash of the last appended event (the new head of the chain). */
  lastHash: string;
}

/** The outcome of `append`: the summary, the caller's stored result and whether it was a replay. */
export interface AppendResult<R = unknown> extends AppendSummary {
  /** True when an earlier request with the same idempotency key had written; nothing was written now. */
  replayed: boolean;
  /** The value of `options.result` from the first request (undefined when none was given). */
  result: R | undefined;
}

/** Inline projection: runs in the append's transaction; throwing rolls the append back. */
export type ProjectFn = (tx: Queryable, appended: readonly StoredEvent[]) => Promise<void>;

/** Options of `append`. */
export interface AppendOptions<R = unknown> {
  /** Tenant; defaults to the nil UUID. */
  clubId?: string;
  /** A repeat with this key returns the first result and writes nothing. */
  idempotencyKey?: string;
  /** Identifies the request body; default: sha256 of stream, expected version and the events. */
  requestHash?: string;
  /** Merged into every event's metadata (actor, request id, correlation/causation ids). */
  metadata?: EventMetadata;
  /** Inline projection in the same transaction. */
  project?: ProjectFn;
  /** The caller's response to store with the key and return on a repeat (e.g. the HTTP body). */
  result?: (summary: AppendSummary, appended: readonly StoredEvent[]) => R | Promise<R>;
}

/** An append request after defaults are applied (internal). */
export interface AppendRequest<R = unknown> {
  clubId: string;
  streamId: string;
  expectedVersion: number;
  events: readonly NewEvent[];
  metadata: EventMetadata;
  recordedAt: string;
  idempotency?: { key: string; requestHash: string };
  project?: ProjectFn;
  result?: AppendOptions<R>['result'];
}
