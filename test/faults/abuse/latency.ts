/** Latencies of one kind of request, and the statuses it got. */
export class Latencies {
  readonly ms: number[] = [];
  readonly statuses: Record<string, number> = {};

  /** Records one answer (status 0: no answer: a network error or a time-out). */
  add(ms: number, status: number): void {
    this.ms.push(ms);
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
  }

  /** The p-th percentile (0..100), nearest rank; NaN when empty. */
  percentile(p: number): number {
    if (this.ms.length === 0) return NaN;
    const s = [...this.ms].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
  }

  /** Answers with a 5xx status or none at all. */
  get failures(): number {
    return Object.entries(this.statuses)
      .filter(([s]) => Number(s) >= 500 || Number(s) === 0)
      .reduce((n, [, c]) => n + c, 0);
  }
}

/** Sends one request and records its time and status; the body is read (and returned) in full. */
export async function timed(
  into: Latencies,
  url: string,
  init: RequestInit = {},
  timeoutMs = 10_000,
): Promise<{ status: number; body: string }> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await res.text();
    into.add(performance.now() - t0, res.status);
    return { status: res.status, body };
  } catch {
    into.add(performance.now() - t0, 0);
    return { status: 0, body: '' };
  }
}
