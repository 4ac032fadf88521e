/** A token bucket per caller: `perMinute` tokens of burst, refilled continuously at `perMinute`/60 s. */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
    private readonly maxBuckets = 100_000,
  ) {
    this.perMs = perMinute / 60_000;
  }

  /** Takes one token for `id`: 0 when granted, else the milliseconds until one is available. */
  take(id: string): number {
    const now = this.now();
    const b = this.buckets.get(id) ?? { tokens: this.perMinute, at: now };
    b.tokens = Math.min(this.perMinute, b.tokens + (now - b.at) * this.perMs);
    b.at = now;
    if (!this.buckets.has(id)) this.remember(id, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - b.tokens) / this.perMs);
  }

  /** The milliseconds until `id` has a token, without taking one (0 when it has one now). */
  wait(id: string): number {
    const b = this.buckets.get(id);
    if (!b) return 0;
    const tokens = Math.min(this.perMinute, b.tokens + (this.now() - b.at) * this.perMs);
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / this.perMs);
  }

  /** Number of buckets held (for tests). */
  get size(): number {
    return this.buckets.size;
  }

  private remember(id: string, b: { tokens: number; at: number }): void {
    if (this.buckets.size >= this.maxBuckets) this.forgetFull(b.at);
    this.buckets.set(id, b);
  }

  /** Drops the buckets that have refilled completely: forgetting them changes nothing. */
  private forgetFull(now: number): void {
    for (const [id, b] of this.buckets) {
      if (b.tokens + (now - b.at) * this.perMs >= this.perMinute) this.buckets.delete(id);
    }
    if (this.buckets.size >= this.maxBuckets) this.buckets.clear();
  }
}
