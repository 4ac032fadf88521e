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

/**
 * What an append will report, known before it runs: everything of the summary but the positions
 * (the server assigns those). Used to compute a result that is stored with the key in the same statement.
 */
export type PlannedAppend = Omit<AppendSummary, 'firstPosition' | 'lastPosition'>;

/**
 * Inline projection written IN the append's single statement: data-modifying CTEs that the store
 * splices after its `ins AS (INSERT INTO events … RETURNING version, position, tx_id)` CTE.
 * - `ctes`: one or more `name AS (…)` separated by commas (no leading WITH, no trailing comma). Every
 *   one of them MUST write only when the events were inserted: `INSERT … SELECT … WHERE EXISTS (SELECT 1
 *   FROM ins)` (a VALUES list cannot carry that condition). Names `ins` and `es_key` are the store's.
 * - `$1…$n` in `ctes` number `values`; the store renumbers them after its own parameters. Cast each
 *   parameter explicitly (`$1::uuid`): an `INSERT … SELECT` does not infer types from the target columns.
 * - `name` names the prepared statement (`[A-Za-z0-9_]`, at most 32 characters): one name, one `ctes` text.
 */
export interface InlineProjection {
  name: string;
  ctes: string;
  values: unknown[];
}

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
  /** Inline projection in a transaction around the append (BEGIN … COMMIT on one client). */
  project?: ProjectFn;
  /**
   * Inline projection in the append's own statement: with or without a key, the append is then ONE
   * statement in autocommit (one round trip on a cached head). Not together with `project`.
   */
  inlineProjection?: InlineProjection;
  /**
   * The caller's response to store with the key and return on a repeat (e.g. the HTTP body),
   * computed after the insert. With an idempotency key it makes the append a transaction (the
   * result is stored by a second statement); prefer `plannedResult`.
   */
  result?: (summary: AppendSummary, appended: readonly StoredEvent[]) => R | Promise<R>;
  /**
   * The same as `result` but computed before the insert from the planned versions and hash, so that
   * it is stored with the key in the append's single statement. Not together with `result`.
   */
  plannedResult?: (planned: PlannedAppend) => R;
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
  inlineProjection?: InlineProjection;
  result?: AppendOptions<R>['result'];
  plannedResult?: AppendOptions<R>['plannedResult'];
}
