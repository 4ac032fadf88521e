import { EventMetadata, NewEvent } from '../types';

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
  /** The value of `options.result` of the first request (undefined when none was given). */
  result: R | undefined;
  /**
   * The row of the group commit's `afterCommit` statement (GroupCommitOptions), read on the group's connection
   * after this append committed: only for an append the group committed, never for a replay or one the pool ran.
   */
  afterCommit?: Record<string, unknown>;
}

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

/** An idempotency key, and the request it stands for (default: a sha256 of the stream, the expected version and the events). */
export interface Idempotency {
  key: string;
  requestHash?: string;
}

/**
 * Options of `append`. Every append is ONE statement in autocommit (one round trip on a cached head):
 * the events INSERT with the expected-version guard, then, only if it inserted, the key with its
 * stored outcome and the projection's CTEs. No combination of these options contradicts another.
 */
export interface AppendOptions<R = unknown> {
  /** Tenant; defaults to the nil UUID. */
  clubId?: string;
  /** Merged into every event's metadata (actor, request id, correlation/causation ids). */
  metadata?: EventMetadata;
  /** A repeat with this key returns the first outcome (summary and result) and writes nothing. */
  idempotency?: Idempotency;
  /** Inline projection written in the append's own statement (see InlineProjection). */
  projection?: InlineProjection;
  /**
   * The caller's response (e.g. the HTTP body), computed before the statement from the planned versions
   * and hash, stored with the key in the same statement and returned again on a repeat. Throwing
   * refuses the append: nothing is sent, nothing written.
   */
  result?: (planned: PlannedAppend) => R;
}

/** An append request after defaults are applied (internal). */
export interface AppendRequest<R = unknown> {
  clubId: string;
  streamId: string;
  expectedVersion: number;
  events: readonly NewEvent[];
  metadata: EventMetadata;
  recordedAt: string;
  idempotency?: Required<Idempotency>;
  projection?: InlineProjection;
  result?: (planned: PlannedAppend) => R;
  /** The store's notify channel (EventStoreOptions.notifyChannel). */
  notify?: string;
}
