import { Client, QueryConfig, QueryResult, QueryResultRow } from 'pg';
import type { Queryable } from '../db';
import { sendEach, sendInTransaction } from './pipelined-transaction';

/** The most appends one transaction carries. */
const MAX_BATCH = 32;
/**
 * A transaction in flight longer than this, once its connection is up (waiting on a lock another writer holds,
 * say), stops holding the others up: the appends waiting behind it, and those that come while it lasts, go to the
 * pool on their own. The default of GroupCommitOptions.stallMs.
 */
export const STALL_MS = 100;

/** Options of a GroupCommit. */
export interface GroupCommitOptions {
  /**
   * Run on the group's connection after each transaction (or after the statements run alone) and before any of
   * them is answered; when it throws, every append it would vouch for gets its error instead (their events stay,
   * as with one append: `confirmCommitted` with `requireSyncStandby`).
   */
  confirm?: (client: Client) => Promise<void>;
  /** Milliseconds after which a transaction in flight counts as stalled (default STALL_MS). */
  stallMs?: number;
  /**
   * A statement sent after each transaction's COMMIT (or after the statements run alone), in the same write and on
   * its own: it runs once they have committed, and its result goes to each append of theirs that asked for it (see
   * `lane`) before that append is answered. For what must be read after a commit, with no round trip of its own (the
   * API reads the server's WAL position with it, ADR 0024's revision for stop 32). If it fails, no append gets it.
   */
  afterCommit?: QueryConfig;
}

/** What a GroupCommit has done since it was made (metrics, tests). */
export interface GroupCommitCounts {
  /** Transactions of two appends or more that committed. */
  shared: number;
  /** Appends committed in those. */
  sharedAppends: number;
  /** Transactions undone by an error in one of their statements, whose appends then ran alone. */
  undone: number;
  /** Appends sent to the pool on their own while a transaction was stalled. */
  spilled: number;
}

interface Pending {
  config: QueryConfig;
  key: string;
  fallback: Queryable;
  resolve: (r: QueryResult) => void;
  reject: (e: unknown) => void;
  afterCommit?: (r: QueryResult) => void;
}

/** A statement that goes with the next write (`ride`). */
interface Rider {
  config: QueryConfig;
  fallback: Queryable;
  resolve: (r: QueryResult) => void;
  reject: (e: unknown) => void;
}

/**
 * Group commit of appends to different streams (ADR 0034). While one transaction is in flight, the appends that
 * arrive wait; the next transaction carries all of them (one per stream, at most MAX_BATCH), sent as BEGIN, their
 * statements and COMMIT in one pipelined write on a connection of its own, so that PostgreSQL commits once for
 * them and each side reads and writes the socket once. Each append is still its own single statement with its
 * own expected-version guard. Any error in the transaction (a version or key taken: 23505; a deadlock) undoes it
 * all, and each of its statements then runs again on its own (autocommit), so that each gets exactly the outcome
 * it would have had alone. One transaction at a time, so no two of them hold row locks against each other; one
 * stalled past `stallMs` (STALL_MS by default) lets the others go to the pool.
 */
export class GroupCommit {
  private readonly queue: Pending[] = [];
  private readonly riders: Rider[] = [];
  private client?: Promise<Client>;
  private running?: Promise<void>;
  private stalled = false;
  private closed = false;
  /** What it has done so far. */
  readonly counts: GroupCommitCounts = { shared: 0, sharedAppends: 0, undone: 0, spilled: 0 };

  private readonly confirm?: (client: Client) => Promise<void>;
  private readonly stallMs: number;
  private readonly afterCommit?: QueryConfig;

  /** `newClient`: a new, unconnected Client in pipeline mode (`pipeline: true`) on the primary, as the app's role. */
  constructor(
    private readonly newClient: () => Client,
    options: GroupCommitOptions = {},
  ) {
    this.confirm = options.confirm;
    this.stallMs = options.stallMs ?? STALL_MS;
    this.afterCommit = options.afterCommit;
  }

  /** Whether each answer waits for `confirm` (the store needs it with `requireSyncStandby`). */
  get confirms(): boolean {
    return this.confirm !== undefined;
  }

  /**
   * A Queryable for one append's statement to the stream named by `key` (one per stream in a transaction);
   * `fallback` (the pool) runs it alone while a transaction is stalled. `afterCommit` is given the result of the
   * options' `afterCommit` statement, read after this statement committed, before its answer; it is not called when
   * the pool ran it, nor when that statement failed.
   */
  lane(key: string, fallback: Queryable, afterCommit?: (r: QueryResult) => void): Queryable {
    return {
      query: ((config: QueryConfig) => this.enqueue(config, key, fallback, afterCommit)) as Queryable['query'],
    };
  }

  /**
   * Sends `config` on the group's connection with its next write, on its own (autocommit) after that write's
   * transaction, so that it costs no socket write nor round trip of its own: for a statement that can wait for the
   * transaction in flight (the API's live notices, ADR 0021's revision for stop 32). With nothing in flight it goes
   * at once. It runs whatever becomes of the appends it travels with. While the group is stalled or closed,
   * `fallback` (the pool) runs it.
   */
  ride<R extends QueryResultRow = QueryResultRow>(config: QueryConfig, fallback: Queryable): Promise<QueryResult<R>> {
    if (this.closed || this.stalled) return fallback.query<R>(config);
    return new Promise<QueryResult<R>>((resolve, reject) => {
      this.riders.push({ config, fallback, resolve: resolve as (r: QueryResult) => void, reject });
      this.running ??= this.pump();
    });
  }

  /** Takes no more appends, waits for those taken, and ends the connection. */
  async close(): Promise<void> {
    this.closed = true;
    await this.running;
    const client = this.client;
    this.client = undefined;
    if (client) await (await client.catch(() => undefined))?.end().catch(() => undefined);
  }

  private enqueue<R extends QueryResultRow>(
    config: QueryConfig,
    key: string,
    fallback: Queryable,
    afterCommit?: (r: QueryResult) => void,
  ): Promise<QueryResult<R>> {
    if (this.closed) return Promise.reject(new Error('GroupCommit: closed'));
    if (this.stalled) {
      this.counts.spilled++;
      return fallback.query<R>(config);
    }
    return new Promise<QueryResult<R>>((resolve, reject) => {
      this.queue.push({ config, key, fallback, resolve: resolve as (r: QueryResult) => void, reject, afterCommit });
      this.running ??= this.pump();
    });
  }

  private async pump(): Promise<void> {
    try {
      while (this.queue.length > 0 || this.riders.length > 0) await this.watched(this.take());
    } finally {
      this.running = undefined;
    }
  }

  /** The next batch: the oldest appends, one per stream (a later one of the same stream waits for the next). */
  private take(): Pending[] {
    const batch: Pending[] = [];
    const keys = new Set<string>();
    const rest: Pending[] = [];
    for (const p of this.queue) {
      if (batch.length < MAX_BATCH && !keys.has(p.key)) {
        keys.add(p.key);
        batch.push(p);
      } else rest.push(p);
    }
    this.queue.splice(0, this.queue.length, ...rest);
    return batch;
  }

  /** Runs the batch on the connection; if it is still running `stallMs` after it was sent, the queue goes to the pool. */
  private async watched(batch: Pending[]): Promise<void> {
    let client: Client;
    try {
      client = await this.connection();
    } catch (e) {
      for (const p of batch) p.reject(e);
      for (const r of this.riders.splice(0)) r.reject(e);
      return;
    }
    const timer = setTimeout(() => this.spill(), this.stallMs);
    try {
      await this.run(client, batch);
    } finally {
      clearTimeout(timer);
      this.stalled = false;
    }
  }

  private spill(): void {
    this.stalled = true;
    for (const p of this.queue.splice(0)) {
      this.counts.spilled++;
      p.fallback.query(p.config).then(p.resolve, p.reject);
    }
    for (const r of this.riders.splice(0)) r.fallback.query(r.config).then(r.resolve, r.reject);
  }

  private async run(client: Client, batch: Pending[]): Promise<void> {
    const riders = this.riders.splice(0);
    // The statement read after the commit (for the appends), then the riders, each on its own.
    const lead = batch.length > 0 && this.afterCommit ? [this.afterCommit] : [];
    const after = [...lead, ...riders.map((r) => r.config)];
    const settle = (results: PromiseSettledResult<QueryResult>[]): QueryResult | undefined => {
      riders.forEach((r, i) => {
        const o = results[lead.length + i];
        if (o.status === 'fulfilled') r.resolve(o.value);
        else r.reject(o.reason);
      });
      return lead.length > 0 ? fulfilled(results[0]) : undefined;
    };
    if (batch.length > 1) {
      const outcome = await sendInTransaction(
        client,
        batch.map((p) => p.config),
        after,
      );
      const read = settle(outcome.after);
      if (outcome.kind === 'committed') {
        this.counts.shared++;
        this.counts.sharedAppends += batch.length;
        return this.answer(
          client,
          batch,
          outcome.results.map((value) => ({ status: 'fulfilled', value })),
          read,
        );
      }
      if (outcome.kind === 'lost') {
        for (const p of batch) p.reject(outcome.error);
        return;
      }
      this.counts.undone++;
      const again = await sendEach(
        client,
        batch.map((p) => p.config),
        lead,
      );
      return this.answer(client, batch, again.each, fulfilled(again.after[0]));
    }
    const alone = await sendEach(
      client,
      batch.map((p) => p.config),
      after,
    );
    const read = settle(alone.after);
    if (batch.length > 0) return this.answer(client, batch, alone.each, read);
  }

  /**
   * Answers each append with its outcome, once `confirm` (if any) has vouched for the ones that committed; those
   * get `after` (the afterCommit statement's result) first.
   */
  private async answer(
    client: Client,
    batch: Pending[],
    outcomes: PromiseSettledResult<QueryResult>[],
    after?: QueryResult,
  ): Promise<void> {
    let refused: { error: unknown } | undefined;
    if (this.confirm && outcomes.some((o) => o.status === 'fulfilled')) {
      await this.confirm(client).catch((error: unknown) => (refused = { error }));
    }
    outcomes.forEach((o, i) => {
      if (o.status === 'rejected') batch[i].reject(o.reason);
      else if (refused) batch[i].reject(refused.error);
      else {
        if (after) batch[i].afterCommit?.(after);
        batch[i].resolve(o.value);
      }
    });
  }

  private connection(): Promise<Client> {
    if (!this.client) {
      const client = this.newClient();
      if (!client.pipeline) throw new TypeError('GroupCommit: the client must be in pipeline mode');
      const connected = client.connect().then(() => client);
      const forget = () => {
        if (this.client === connected) this.client = undefined;
      };
      client.on('error', forget);
      client.on('end', forget);
      connected.catch(forget);
      this.client = connected;
    }
    return this.client;
  }
}

/** The result of a statement that succeeded, else undefined. */
function fulfilled(o: PromiseSettledResult<QueryResult> | undefined): QueryResult | undefined {
  return o?.status === 'fulfilled' ? o.value : undefined;
}
