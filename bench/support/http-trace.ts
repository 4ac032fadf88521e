import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { burstSummary, findBursts, TracedGap, TracedGc, TracedRequest } from './http-bursts';

/**
 * `BENCH_HTTP_TRACE=<dir>` (bench:http, the plays): each plays request's start, time and tag, and the API's GCs
 * and event-loop gaps (bench/support/api-gc-recorder.mjs), kept in `<dir>`, then the bursts of slow requests
 * printed with what the API did meanwhile (http-bursts.ts). Diagnostics: off by default, and no BENCH line.
 */
export const TRACE_DIR = process.env.BENCH_HTTP_TRACE || undefined;

const RECORDER = path.join(__dirname, 'api-gc-recorder.mjs');

/**
 * While tracing: starts recording this process's own GCs and event-loop gaps (the load generator's: a pause of
 * its own is late answers too), and returns the API's extra node flags and environment for its recorder.
 */
export async function apiTraceOptions(): Promise<{ args: string[]; env: Record<string, string> }> {
  if (!TRACE_DIR) return { args: [], env: {} };
  mkdirSync(TRACE_DIR, { recursive: true });
  // A path, not a URL: this file runs as CommonJS, where import() becomes require() (of an ES module: Node >= 22.12).
  const recorder = (await import(RECORDER)) as { recordLoopAndGc(file: string): void };
  recorder.recordLoopAndGc(path.join(TRACE_DIR, 'load-gc.json'));
  return {
    args: ['--import', pathToFileURL(RECORDER).href],
    env: { BENCH_GC_TRACE: path.join(TRACE_DIR, 'api-gc.json') },
  };
}

/** A recorder's file, or nothing recorded. */
function recorded(file: string): { gcs: TracedGc[]; gaps: TracedGap[] } {
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { gcs: TracedGc[]; gaps: TracedGap[] })
    : { gcs: [], gaps: [] };
}

/** The recorder writes its file every second: wait this long for the rounds' last second to be in it. */
const RECORDER_FLUSH_MS = 1_200;

/** Prints the bursts of the plays' requests at or over their p99 and keeps the requests in TRACE_DIR. */
export async function reportBursts(requests: readonly TracedRequest[]): Promise<void> {
  if (!TRACE_DIR || requests.length === 0) return;
  await new Promise((resolve) => setTimeout(resolve, RECORDER_FLUSH_MS));
  const times = requests.map(([, ms]) => ms).sort((a, b) => a - b);
  const slowMs = times[Math.min(times.length - 1, Math.floor(0.99 * times.length))];
  writeFileSync(path.join(TRACE_DIR, 'plays-requests.json'), JSON.stringify(requests));
  const { gcs, gaps } = recorded(path.join(TRACE_DIR, 'api-gc.json'));
  const load = recorded(path.join(TRACE_DIR, 'load-gc.json'));
  const bursts = findBursts(requests, slowMs, gcs, gaps);
  const loadBursts = findBursts(requests, slowMs, load.gcs, load.gaps);
  const t0 = requests.length ? Math.min(...requests.map(([t]) => t)) : 0;
  console.log(`trace (${TRACE_DIR}): requests of ${slowMs.toFixed(1)} ms or more (the plays' p99), by burst:`);
  bursts.forEach((b, i) => {
    const l = loadBursts[i];
    if (b.requests > 1)
      console.log(
        `  at ${((b.from - t0) / 1000).toFixed(2)} s, ${(b.to - b.from).toFixed(0)} ms: ${b.requests} requests (max ${b.maxMs.toFixed(1)} ms); API: major GCs ${b.majorGcs}, GC ${b.gcMs.toFixed(1)} ms, longest event-loop gap ${b.longestGapMs.toFixed(0)} ms; load generator: GC ${l.gcMs.toFixed(1)} ms, longest gap ${l.longestGapMs.toFixed(0)} ms`,
      );
  });
  const s = burstSummary(bursts);
  console.log(
    `  ${s.slow} slow requests in ${s.bursts} bursts; ${s.withMajorGc} of them (${s.slow ? ((100 * s.withMajorGc) / s.slow).toFixed(0) : 0}%) in a burst with a major GC of the API; major GCs in the rounds: ${gcs.filter(([t, , major]) => major && t >= t0).length}`,
  );
}
