import { Client } from 'pg';
import { AppendNotice, parseNotice } from '@ledger/event-store';
import { newClient } from '../database/read-write-client';

/** Options of one dedicated LISTEN connection. */
export interface PgListenerOptions {
  /** The app's login (the pool's DATABASE_URL): LISTEN needs no grant. */
  connectionString: string;
  channel: string;
  /** Each append's notification, as delivered (after its commit). */
  onNotice: (n: AppendNotice) => void;
  /** The connection listens again (also the first time): whatever was sent meanwhile was lost. */
  onListening: () => void;
  /** The connection failed or dropped; it is retried after a backoff. */
  onError?: (e: unknown) => void;
  /** First retry delay, doubled per failure up to `maxBackoffMs` (defaults 250 and 5 000 ms; each with jitter, half to all of it). */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

/**
 * One dedicated connection per process that LISTENs on the store's channel and reconnects with
 * exponential backoff when it drops. It never polls: after every (re)connect `onListening` tells the
 * owner to catch up from the store, since PostgreSQL keeps no notifications for a listener that was away.
 */
export class PgListener {
  private client?: Client;
  private stopped = false;
  private failures = 0;
  private retry?: NodeJS.Timeout;

  constructor(private readonly options: PgListenerOptions) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) throw new TypeError(`bad channel ${options.channel}`);
  }

  /** Connects and listens; resolves after the first attempt, whether it succeeded or a retry is scheduled. */
  start(): Promise<void> {
    this.stopped = false;
    return this.connect();
  }

  /** Closes the connection and cancels any retry. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** True while the LISTEN connection is up (health, tests). */
  get listening(): boolean {
    return this.client !== undefined;
  }

  /** The server process id of the LISTEN connection while it is up (tests end it to prove the catch-up). */
  get backendPid(): number | undefined {
    return (this.client as unknown as { processID?: number } | undefined)?.processID;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = newClient(this.options.connectionString, { keepAlive: true });
    let failed = false;
    const fail = (e: unknown) => {
      if (failed) return;
      failed = true;
      if (this.client === client) this.client = undefined;
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.options.onError?.(e);
      const { minBackoffMs = 250, maxBackoffMs = 5_000 } = this.options;
      const delay = Math.min(maxBackoffMs, minBackoffMs * 2 ** this.failures++);
      this.retry = setTimeout(() => void this.connect(), delay * (0.5 + Math.random() / 2));
      this.retry.unref();
    };
    client.on('error', fail);
    client.on('end', () => fail(new Error('LISTEN connection ended')));
    client.on('notification', (m) => {
      if (m.channel !== this.options.channel) return;
      const notice = parseNotice(m.payload);
      if (notice) this.options.onNotice(notice);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.channel}`);
    } catch (e) {
      fail(e);
      return;
    }
    if (this.stopped || failed) return void client.end().catch(() => undefined);
    this.client = client;
    this.failures = 0;
    this.options.onListening();
  }
}
