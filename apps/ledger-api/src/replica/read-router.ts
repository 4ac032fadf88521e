import { writePool } from '../database/write-pool';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Pool } from 'pg';
import type { PoolConfig } from 'pg';
import { DataSource } from 'typeorm';
import type { LedgerConfig } from '../config/ledger-config';
import { clientOptions } from '../database/read-write-client';
import { PositionClock } from './position-clock';
import { PRIMARY_READ_DATA_SOURCE, REPLICA_DATA_SOURCE } from './replica.tokens';

/** Where a read is answered from: the primary or the hot standby, with its pool and its position clock. */
export interface ReadTarget {
  name: 'primary' | 'replica';
  ds: DataSource;
  pool: Pool;
  clock: PositionClock;
  /** The clock's own connection, closed with the app. */
  ownClockPool?: Pool;
}

/** The read routed in the current request: its target and the `Ledger-Min-Position` it asked for. */
export interface RoutedRead {
  target: ReadTarget;
  min: bigint | undefined;
}

/** Runs SQL and returns the rows (a TypeORM DataSource, or the router). */
export interface SqlReader {
  query<T = unknown>(sql: string, params?: unknown[]): Promise<T>;
}

/**
 * How many reads each server was chosen for, how many asked-for-fresh reads the primary took over after
 * the wait, and how many reads failed on the standby and were run again on the primary.
 */
export interface ReadCounts {
  primary: number;
  replica: number;
  fellBack: number;
  retried: number;
}

/** SQLSTATE classes and socket errors that mean "the standby cannot answer this now", not a bad request. */
const STANDBY_TROUBLE_CODES = /^(08|57P|40001$)|^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE)$/;

/**
 * True when `e` is the standby failing rather than the read: its connection refused or lost, the server
 * shutting down or starting, or a query cancelled by a conflict with recovery (SQLSTATE 40001 on a standby).
 */
export function standbyTrouble(e: unknown): boolean {
  const err = e as { code?: unknown; driverError?: { code?: unknown }; message?: unknown } | undefined;
  const code = err?.driverError?.code ?? err?.code;
  if (typeof code === 'string' && STANDBY_TROUBLE_CODES.test(code)) return true;
  return typeof err?.message === 'string' && /Connection terminated|connection timeout/i.test(err.message);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A server as a read target: its DataSource and pool, and a position clock on a connection of its own (a
 * pool of one, `url`, idle for at most `idleMs` like the others), so that asking for the position never waits
 * behind the pool's reads and writes.
 */
function target(
  name: ReadTarget['name'],
  ds: DataSource,
  url: string | undefined,
  idleMs: number | undefined,
  log: Logger,
): ReadTarget {
  const pool = writePool(ds);
  // clientOptions: a multi-host DATABASE_URL (failover, ADR 0025) is read by the app, not by node-postgres
  const own = url ? new Pool({ ...(clientOptions(url) as PoolConfig), max: 1, idleTimeoutMillis: idleMs }) : undefined;
  own?.on('error', (e) => log.warn(`position connection of the ${name}: ${e.message}`));
  return { name, ds, pool, clock: new PositionClock(own ?? pool), ownClockPool: own };
}

/**
 * Routes the reads of a request to the primary or the hot standby (ADR 0024). Writes never come here: they
 * use the primary's DataSource and EventStore directly. A read marked `@ReadsFromReplica()` is run inside
 * {@link run}; the read side's queries (`query`, `pool`) go to the target of the read in progress, the
 * primary outside one.
 */
@Injectable()
export class ReadRouter implements OnModuleDestroy {
  private readonly log = new Logger('ReadRouter');
  private readonly routed = new AsyncLocalStorage<RoutedRead>();
  private readonly waitMs: number;
  private replicaDownUntil = 0;
  /** The primary's read pool when it has one of its own (closed with the app). */
  private readonly ownPrimaryReads: DataSource | undefined;
  /** The primary. */
  readonly primary: ReadTarget;
  /** The hot standby, when `DATABASE_READ_URL` is set. */
  readonly replica: ReadTarget | undefined;
  /** Reads answered per server since start (for tests and metrics). */
  readonly counts: ReadCounts = { primary: 0, replica: 0, fellBack: 0, retried: 0 };

  /** A `pg` Pool stand-in whose every use goes to the current read's pool (for the EventStore, the log). */
  readonly pool: Pool = new Proxy({} as Pool, {
    get: (_, prop) => {
      const p = this.current().pool as unknown as Record<string | symbol, unknown>;
      const v = p[prop];
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(p) : v;
    },
  });

  constructor(
    primary: DataSource,
    @Inject(REPLICA_DATA_SOURCE) replica: DataSource | null,
    @Inject(PRIMARY_READ_DATA_SOURCE) primaryReads: DataSource | null,
    config: ConfigService,
  ) {
    const c = config.get<LedgerConfig>('ledger');
    this.primary = target('primary', primaryReads ?? primary, c?.databaseUrl, c?.poolIdleMs, this.log);
    this.ownPrimaryReads = primaryReads ?? undefined;
    this.replica = replica ? target('replica', replica, c?.readDatabaseUrl, c?.poolIdleMs, this.log) : undefined;
    this.waitMs = c?.replicaWaitMs ?? 2000;
  }

  /** The read in progress, if any. */
  read(): RoutedRead | undefined {
    return this.routed.getStore();
  }

  /** The server the current read goes to (the primary outside a routed read). */
  current(): ReadTarget {
    return this.routed.getStore()?.target ?? this.primary;
  }

  /** Runs `fn` (and everything it starts) as the read `r`. */
  run<T>(r: RoutedRead, fn: () => T): T {
    return this.routed.run(r, fn);
  }

  /** Runs SQL on the current read's server. */
  query<T = unknown>(sql: string, params?: unknown[]): Promise<T> {
    return this.current().ds.query<T>(sql, params);
  }

  /**
   * Picks the server for a read: the primary without a standby; the standby for a read that asked for no
   * position (it may be behind); for one that did, the standby once it has replayed that far, waiting up
   * to `LEDGER_REPLICA_WAIT_MS`, else the primary. Never a server behind the position asked for.
   */
  async choose(min: bigint | undefined): Promise<ReadTarget> {
    const replica = this.replica;
    let chosen: ReadTarget = this.primary;
    if (replica && Date.now() >= this.replicaDownUntil) {
      if (min === undefined || (await this.replayed(replica, min))) chosen = replica;
      else this.counts.fellBack++;
    }
    this.counts[chosen.name]++;
    return chosen;
  }

  /** True once the standby has replayed up to `min` (polled, shared by every waiter), false after the wait. */
  private async replayed(replica: ReadTarget, min: bigint): Promise<boolean> {
    if (min <= replica.clock.highest) return true;
    const end = Date.now() + this.waitMs;
    try {
      for (let pause = 2; ; pause = Math.min(pause * 2, 25)) {
        if ((await replica.clock.now()) >= min) return true;
        const left = end - Date.now();
        if (left <= 0) return false;
        await sleep(Math.min(pause, left));
      }
    } catch (e) {
      this.standbyFailed(e);
      return false;
    }
  }

  /** The standby did not answer: the primary takes every read for 5 s, then the standby is tried again. */
  standbyFailed(e: unknown): void {
    this.replicaDownUntil = Date.now() + 5000;
    this.log.warn(`the standby (DATABASE_READ_URL) did not answer, reads go to the primary for 5 s: ${String(e)}`);
  }

  async onModuleDestroy(): Promise<void> {
    for (const t of [this.primary, this.replica]) await t?.ownClockPool?.end().catch(() => undefined);
    if (this.replica?.ds.isInitialized) await this.replica.ds.destroy();
    if (this.ownPrimaryReads?.isInitialized) await this.ownPrimaryReads.destroy();
  }
}
