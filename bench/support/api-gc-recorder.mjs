/**
 * Records, on the wall clock, every GC of a process's main thread (perf_hooks' `gc` entries: start, duration,
 * whether major) and every gap of its event loop over GAP_MS, and writes them as JSON to a file every second
 * (BENCH_HTTP_TRACE, bench/support/http-trace.ts). Loaded with `--import` into the API, where it records when
 * `BENCH_GC_TRACE` names the file, and imported by bench:http to record the load generator itself. Diagnostics
 * only: the API never loads it otherwise.
 */
import { writeFileSync } from 'node:fs';
import { constants, PerformanceObserver, performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

/** An event-loop gap longer than this (ms) is recorded; the ticker runs every TICK_MS. */
const GAP_MS = 10;
const TICK_MS = 2;

/** Starts recording this thread's GCs and event-loop gaps into `file` (JSON `{ gcs, gaps }`, rewritten every second). */
export function recordLoopAndGc(file) {
  const gcs = [];
  const gaps = [];
  const wall = (t) => performance.timeOrigin + t;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      gcs.push([wall(e.startTime), e.duration, e.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR]);
  }).observe({ entryTypes: ['gc'] });
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last > GAP_MS) gaps.push([wall(last), now - last]);
    last = now;
  }, TICK_MS).unref();
  setInterval(() => writeFileSync(file, JSON.stringify({ gcs, gaps })), 1000).unref();
}

if (isMainThread && process.env.BENCH_GC_TRACE) recordLoopAndGc(process.env.BENCH_GC_TRACE);
