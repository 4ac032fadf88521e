import { Pool, QueryConfig } from 'pg';
import { appendOnce } from './append/append-once';
import type { Queryable } from './db';
import { confirmCommitted, confirmingPool } from './append/commit-confirmation';
import { withClient } from './checked-out-client';
import { AppendOptions, AppendRequest, AppendResult, ExpectedVersion } from './append/append-types';
import { RETRY } from './append/explain-no-insert';
import { GroupCommit } from './append/group-commit';
import { HeadCache } from './append/head-cache';
import { defaultRequestHash } from './append/idempotency';
import { checkChannel } from './append/notify';
import { readHead } from './append/resolve-prev-hash';
import { ConcurrencyError } from './errors/concurrency-error';
import { StreamNotFoundError } from './errors/stream-not-found-error';
import { Checkpoint, parseCheckpoint } from './read/checkpoint';
import { readAllRaw, ReadAllPage } from './read/read-all';
import { readStreamRaw, StreamRange } from './read/read-stream';
import { EventData, readStreamData } from './read/read-stream-data';
import { upcast, Upcasters } from './read/upcast';
import { NewEvent, NIL_CLUB_ID, StoredEvent } from './types';
import { verifyChain, VerifyResult } from './verify/verify-stream';

/** Options of the store. */
export interface EventStoreOptions {
  /** Upcasters by event type, applied to `data` on read. */
  upcasters?: Upcasters;
  /** How many stream heads to remember (default 10 000). */
  headCacheSize?: number;
  /** Clock for `recordedAt` (default: `new Date()`). */
  now?: () => Date;
  /**
   * Every append also runs `pg_notify(notifyChannel, '<clubId>:<streamId>:<version>')` in its own
   * statement (delivered at commit; parse with `parseNotice`), so that listeners in other processes
   * hear of it without polling. A lower-case SQL identifier; default: no notification.
   */
  notifyChannel?: string;
  /**
   * Acknowledge an append only once a synchronous standby holds it: after the commit, on the same
   * connection, `confirmCommitted` must find a synchronous standby named, else NotReplicatedError (the
   * events stay; a retry with the same idempotency key answers them once a standby has them). For a
   * formation with one synchronous standby that its failover engine may switch off (pg_auto_failover's
   * `wait_primary`). Default false: on a server without standbys nothing could be acknowledged.
   */
  requireSyncStandby?: boolean;
  /**
   * Group commit (ADR 0034): appends to different streams that arrive while one is in flight share the next
   * transaction, on a connection of its own. With `requireSyncStandby` only if it `confirms` (else ignored).
   * Its owner closes it.
   */
  groupCommit?: GroupCommit;
}

/** Read options of one stream. */
export interface ReadStreamOptions extends StreamRange {
  clubId?: string;
  /** Throw StreamNotFoundError when nothing is found. */
  required?: boolean;
}

/** Append-only, hash-chained event store on PostgreSQL. The pool belongs to the caller. */
export class EventStore {
  private readonly heads: HeadCache;
  private readonly now: () => Date;

  constructor(
    private readonly pool: Pool,
    private readonly options: EventStoreOptions = {},
  ) {
    this.heads = new HeadCache(options.headCacheSize);
    this.now = options.now ?? (() => new Date());
    if (options.notifyChannel !== undefined) checkChannel(options.notifyChannel);
  }

  /** Appends events at the expected version atomically, in ONE statement with the key and the inline projection; see AppendOptions. */
  async append<R = unknown>(
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly NewEvent[],
    options: AppendOptions<R> = {},
  ): Promise<AppendResult<R>> {
    if (events.length === 0) throw new TypeError('append: no events');
    if (expectedVersion !== 'any' && !(Number.isInteger(expectedVersion) && expectedVersion >= 0)) {
      throw new TypeError(`append: expected version must be an integer >= 0 or 'any', got ${expectedVersion}`);
    }
    const clubId = options.clubId ?? NIL_CLUB_ID;
    const req = this.request(streamId, clubId, expectedVersion, events, options);
    const sync = this.options.requireSyncStandby === true;
    const group = this.options.groupCommit;
    if (group && (!sync || group.confirms)) {
      // Group commit (ADR 0034): the statement shares a transaction with appends to other streams; with `sync`
      // the group confirms each transaction on its connection, and the pool's fallback confirms on its own.
      // The after-commit row of the statement that wrote the events: reset at each statement, so that a retry
      // (expected version 'any') the pool ran never carries the row of an earlier try that inserted nothing.
      let after: Record<string, unknown> | undefined;
      const grouped = group.lane(
        `${clubId}/${streamId}`,
        sync ? confirmingPool(this.pool) : this.pool,
        (r) => (after = r.rows[0] as Record<string, unknown> | undefined),
      );
      const lane: Queryable = {
        query: ((config: QueryConfig) => {
          after = undefined;
          return grouped.query(config);
        }) as Queryable['query'],
      };
      const out = await this.appendOn(this.pool, req, expectedVersion, lane);
      if (!out.replayed) return after ? { ...out, afterCommit: after } : out;
      // A replay was read on some connection of the pool: answered only as the paths below answer it.
      if (sync) return this.appendConfirmed(req, expectedVersion);
      await confirmCommitted(this.pool, false);
      return out;
    }
    if (!sync) {
      // On the pool, as one `pool.query` (checking a client out around the append cost a fifth of the
      // single-writer rate in bench:append). A replay answers from a commit that may be only this server's
      // (restarted after a crash before its standby got it): it waits for the standbys like a fresh commit.
      const out = await this.appendOn(this.pool, req, expectedVersion);
      if (out.replayed) await confirmCommitted(this.pool, false);
      return out;
    }
    return this.appendConfirmed(req, expectedVersion);
  }

  /** One connection for the append and its confirmation: what is confirmed is what this server committed. */
  private appendConfirmed<R>(req: AppendRequest<R>, expectedVersion: ExpectedVersion): Promise<AppendResult<R>> {
    return withClient(this.pool, async (db) => {
      const out = await this.appendOn(db, req, expectedVersion);
      await confirmCommitted(db, true);
      return out;
    });
  }

  private async appendOn<R>(
    db: Queryable,
    req: AppendRequest<R>,
    expectedVersion: ExpectedVersion,
    insertDb: Queryable = db,
  ): Promise<AppendResult<R>> {
    const { clubId, streamId } = req;
    for (let attempt = 1; ; attempt++) {
      if (expectedVersion === 'any') req.expectedVersion = (await readHead(db, clubId, streamId))?.version ?? 0;
      const out = await appendOnce(db, this.heads, req, insertDb).catch((e: unknown): typeof RETRY => {
        if (expectedVersion === 'any' && e instanceof ConcurrencyError && attempt < 5) return RETRY;
        throw e;
      });
      if (out !== RETRY) return out;
      if (attempt >= 5) throw new ConcurrencyError(streamId, req.expectedVersion, clubId);
    }
  }

  /** The stream's events in version order (data upcast), optionally a version range. */
  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const clubId = options.clubId ?? NIL_CLUB_ID;
    const events = await readStreamRaw(this.pool, clubId, streamId, options);
    if (options.required && events.length === 0) throw new StreamNotFoundError(streamId, clubId);
    return events.map((e) => upcast(e, this.options.upcasters));
  }

  /** Only version, type, shape version and upcast data of the stream's events: the lean read for folding. */
  async readStreamData(streamId: string, options: ReadStreamOptions = {}): Promise<EventData[]> {
    const clubId = options.clubId ?? NIL_CLUB_ID;
    const events = await readStreamData(this.pool, clubId, streamId, options, this.options.upcasters);
    if (options.required && events.length === 0) throw new StreamNotFoundError(streamId, clubId);
    return events;
  }

  /** The global log after a checkpoint (object or `txId:position` string) for followers (watermark read, data upcast). */
  async readAll(options: { after?: Checkpoint | string; limit?: number } = {}): Promise<ReadAllPage> {
    const after = typeof options.after === 'string' ? parseCheckpoint(options.after) : options.after;
    const page = await readAllRaw(this.pool, after, options.limit);
    return { ...page, events: page.events.map((e) => upcast(e, this.options.upcasters)) };
  }

  /** Recomputes the stream's hash chain over the stored events. */
  async verify(streamId: string, options: { clubId?: string } = {}): Promise<VerifyResult> {
    return verifyChain(await readStreamRaw(this.pool, options.clubId ?? NIL_CLUB_ID, streamId));
  }

  private request<R>(
    streamId: string,
    clubId: string,
    expected: ExpectedVersion,
    events: readonly NewEvent[],
    o: AppendOptions<R>,
  ): AppendRequest<R> {
    const key = o.idempotency?.key;
    return {
      clubId,
      streamId,
      events,
      expectedVersion: expected === 'any' ? 0 : expected,
      metadata: o.metadata ?? {},
      recordedAt: this.now().toISOString(),
      idempotency: key
        ? { key, requestHash: o.idempotency?.requestHash ?? defaultRequestHash(streamId, expected, events) }
        : undefined,
      projection: o.projection,
      result: o.result,
      notify: this.options.notifyChannel,
    };
  }
}
