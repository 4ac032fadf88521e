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

/** The API's extra node flags and environment while tracing (the recorder), else none. */
export function apiTraceOptions(): { args: string[]; env: Record<string, string> } {
  if (!TRACE_DIR) return { args: [], env: {} };
  mkdirSync(TRACE_DIR, { recursive: true });
  return {
    args: ['--import', pathToFileURL(path.join(__dirname, 'api-gc-recorder.mjs')).href],
    env: { BENCH_GC_TRACE: path.join(TRACE_DIR, 'api-gc.json') },
  };
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
  const gcFile = path.join(TRACE_DIR, 'api-gc.json');
  const { gcs, gaps } = existsSync(gcFile)
    ? (JSON.parse(readFileSync(gcFile, 'utf8')) as { gcs: TracedGc[]; gaps: TracedGap[] })
    : { gcs: [], gaps: [] };
  const bursts = findBursts(requests, slowMs, gcs, gaps);
  const t0 = requests.length ? Math.min(...requests.map(([t]) => t)) : 0;
  console.log(`trace (${TRACE_DIR}): requests of ${slowMs.toFixed(1)} ms or more (the plays' p99), by burst:`);
  for (const b of bursts.filter((x) => x.requests > 1))
    console.log(
      `  at ${((b.from - t0) / 1000).toFixed(2)} s, ${(b.to - b.from).toFixed(0)} ms: ${b.requests} requests (max ${b.maxMs.toFixed(1)} ms); major GCs ${b.majorGcs}, GC ${b.gcMs.toFixed(1)} ms, longest event-loop gap ${b.longestGapMs.toFixed(0)} ms`,
    );
  const s = burstSummary(bursts);
  console.log(
    `  ${s.slow} slow requests in ${s.bursts} bursts; ${s.withMajorGc} of them (${s.slow ? ((100 * s.withMajorGc) / s.slow).toFixed(0) : 0}%) in a burst with a major GC of the API; major GCs in the rounds: ${gcs.filter(([t, , major]) => major && t >= t0).length}`,
  );
}
