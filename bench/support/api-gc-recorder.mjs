/**
 * An `--import` hook for the API under `BENCH_HTTP_TRACE` (bench/support/http-trace.ts): records, on the wall
 * clock, every GC of the main thread (perf_hooks' `gc` entries: start, duration, whether major) and every gap of
 * its event loop over GAP_MS, and writes them as JSON to `BENCH_GC_TRACE` every second. Diagnostics only: the API
 * never loads it otherwise.
 */
import { writeFileSync } from 'node:fs';
import { constants, PerformanceObserver, performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_GC_TRACE;
/** An event-loop gap longer than this (ms) is recorded; the ticker runs every TICK_MS. */
const GAP_MS = 10;
const TICK_MS = 2;

if (isMainThread && file) {
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
