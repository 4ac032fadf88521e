import { randomUUID } from 'node:crypto';

/** Counters of a fault or load run. */
export interface WriteStats {
  sent: number;
  acknowledged: number;
  retried: number;
  /** Answers that were refused for good (a 4xx other than a planned one): each is a finding. */
  failed: number;
  /** Planned refusals that came as planned (e.g. 409 for a stale If-Match). */
  planned: number;
  statuses: Record<string, number>;
  failures: string[];
  /** 503 answers that named no `Retry-After` (api.md: every 503 says when to come back). */
  unavailableWithoutRetryAfter: number;
  /** 503 answers by problem `code` (DATABASE_UNAVAILABLE, NOT_REPLICATED, …). */
  unavailableCodes: Record<string, number>;
  /** The first dropped or timed-out requests (no HTTP answer): when, what and why. */
  drops: string[];
}

/** Options of one write. */
export interface WriteOptions {
  idempotencyKey?: string;
  ifMatch?: number;
  /** A status this request is meant to get (a planned refusal); it is not retried. */
  planned?: number;
  /** Retry network errors, 5xx, 409 and 429 until this deadline (default: do not retry). */
  retryUntil?: number;
}

/** An answer: status, body, and which attempt it was. */
export interface WriteAnswer {
  status: number;
  body: Record<string, unknown>;
  attempts: number;
  replayed: boolean;
}

const RETRYABLE = (s: number) => s === 0 || s >= 500 || s === 409 || s === 429;

/** An HTTP client that spreads requests over several API processes, with retries and counters. */
export class LedgerWriter {
  readonly stats: WriteStats = {
    sent: 0,
    acknowledged: 0,
    retried: 0,
    failed: 0,
    planned: 0,
    statuses: {},
    failures: [],
    unavailableWithoutRetryAfter: 0,
    unavailableCodes: {},
    drops: [],
  };
  private next = 0;

  constructor(
    private readonly targets: () => string[],
    private readonly timeoutMs = 15_000,
  ) {}

  /** POST with a key; retried (same Idempotency-Key, next process) while retryable and time remains. */
  async post(key: string, path: string, body: unknown, o: WriteOptions = {}): Promise<WriteAnswer> {
    for (let attempt = 1; ; attempt++) {
      const a = await this.once('POST', key, path, body, o);
      this.stats.statuses[a.status] = (this.stats.statuses[a.status] ?? 0) + 1;
      if (o.planned !== undefined && a.status === o.planned) {
        this.stats.planned++;
        return { ...a, attempts: attempt };
      }
      if (a.status >= 200 && a.status < 300) {
        this.stats.acknowledged++;
        return { ...a, attempts: attempt };
      }
      if (RETRYABLE(a.status) && o.retryUntil !== undefined && Date.now() < o.retryUntil) {
        this.stats.retried++;
        await new Promise((r) => setTimeout(r, 25 + Math.random() * 100 * Math.min(attempt, 10)));
        continue;
      }
      this.stats.failed++;
      if (this.stats.failures.length < 20)
        this.stats.failures.push(
          `POST ${path} ${JSON.stringify(body)} → ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`,
        );
      return { ...a, attempts: attempt };
    }
  }

  /** GET with a key (no retries). */
  async get(key: string, path: string): Promise<WriteAnswer> {
    const a = await this.once('GET', key, path, undefined, {});
    return { ...a, attempts: 1 };
  }

  private async once(method: string, key: string, path: string, body: unknown, o: WriteOptions) {
    const targets = this.targets();
    const base = targets[this.next++ % targets.length];
    const headers: Record<string, string> = { authorization: `Bearer ${key}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (o.idempotencyKey) headers['idempotency-key'] = o.idempotencyKey;
    if (o.ifMatch !== undefined) headers['if-match'] = `"${o.ifMatch}"`;
    if (method === 'POST') this.stats.sent++;
    const sentAt = Date.now();
    try {
      const res = await fetch(base + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (res.status === 503 && !(Number(res.headers.get('retry-after')) > 0))
        this.stats.unavailableWithoutRetryAfter++;
      const text = await res.text();
      let parsed: Record<string, unknown> = {};
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        parsed = { text };
      }
      if (res.status === 503) {
        const code = typeof parsed.code === 'string' ? parsed.code : '(none)';
        this.stats.unavailableCodes[code] = (this.stats.unavailableCodes[code] ?? 0) + 1;
      }
      return { status: res.status, body: parsed, replayed: res.headers.get('idempotent-replayed') === 'true' };
    } catch (e) {
      const why = e as Error & { cause?: { code?: string; message?: string } };
      const error = `${why.message ?? String(e)}${why.cause ? ` (${why.cause.code ?? ''} ${why.cause.message ?? ''})` : ''}`;
      if (this.stats.drops.length < 10)
        this.stats.drops.push(
          `${new Date().toISOString()} ${method} ${base}${path} after ${Date.now() - sentAt} ms: ${error}`,
        );
      return { status: 0, body: { error }, replayed: false };
    }
  }
}

/** A fresh idempotency key. */
export const newKey = (): string => randomUUID();
