/**
 * Where the slowest requests of a load run come from (`BENCH_HTTP_TRACE`, issue 21.1's p99): the slow requests
 * grouped into bursts by when they ended, and what the API's main thread did meanwhile (its GCs, its event-loop
 * gaps). Stop 33 found the plays' p99 made of bursts in which every request in flight was late together, each
 * over a major GC of the API (ADR 0035). Pure: the traces in, the bursts out.
 */

/** One request of a load run: when it was sent (wall clock, ms), how long it took (ms), its tag. */
export type TracedRequest = readonly [start: number, ms: number, tag: string];
/** One GC of the API's main thread: start (wall clock, ms), duration (ms), whether it was a major one. */
export type TracedGc = readonly [start: number, ms: number, major: boolean];
/** One gap of the API's event loop: start (wall clock, ms), length (ms). */
export type TracedGap = readonly [start: number, ms: number];

/** Slow requests that ended close together, and what overlapped them on the API's main thread. */
export interface Burst {
  /** When its first request was sent and its last one answered (wall clock, ms). */
  from: number;
  to: number;
  requests: number;
  maxMs: number;
  /** Major GCs, and the time of all GCs, within [from, to]. */
  majorGcs: number;
  gcMs: number;
  /** The longest event-loop gap within [from, to]. */
  longestGapMs: number;
}

/** Slow requests that end within this many ms of the previous one belong to its burst. */
export const JOIN_MS = 50;

/** The bursts of the requests taking `slowMs` or more, in order of time. */
export function findBursts(
  requests: readonly TracedRequest[],
  slowMs: number,
  gcs: readonly TracedGc[],
  gaps: readonly TracedGap[],
): Burst[] {
  const slow = requests.filter(([, ms]) => ms >= slowMs).sort((a, b) => a[0] + a[1] - (b[0] + b[1]));
  const bursts: Burst[] = [];
  let end = -Infinity;
  for (const [start, ms] of slow) {
    const done = start + ms;
    const last = bursts[bursts.length - 1];
    if (last && done - end <= JOIN_MS) {
      last.from = Math.min(last.from, start);
      last.to = done;
      last.requests++;
      last.maxMs = Math.max(last.maxMs, ms);
    } else bursts.push({ from: start, to: done, requests: 1, maxMs: ms, majorGcs: 0, gcMs: 0, longestGapMs: 0 });
    end = done;
  }
  for (const b of bursts) {
    const within = ([t, ms]: readonly [number, number, ...unknown[]]) => t + ms >= b.from && t <= b.to;
    for (const g of gcs.filter(within)) {
      b.gcMs += g[1];
      if (g[2]) b.majorGcs++;
    }
    b.longestGapMs = Math.max(0, ...gaps.filter(within).map(([, ms]) => ms));
  }
  return bursts;
}

/** How many slow requests there were, how many of them fell in a burst with a major GC in it, and how many bursts. */
export function burstSummary(bursts: readonly Burst[]): { slow: number; withMajorGc: number; bursts: number } {
  const slow = bursts.reduce((n, b) => n + b.requests, 0);
  const withMajorGc = bursts.filter((b) => b.majorGcs > 0).reduce((n, b) => n + b.requests, 0);
  return { slow, withMajorGc, bursts: bursts.length };
}
