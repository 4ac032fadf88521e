/**
 * The V8 flags of `npm start`, `start:prod` and the Dockerfile (kept equal by api-heap-flags.spec.ts).
 *
 * - A 192 MB old space, and young semi-spaces of 8 MB. Node 24 lets them grow to 32 MB each, which cost the API
 *   about 65 MB of resident memory under load (issue 21.1). 16 MB kept `http-rss` at 207-217 MB on stop 17's VM,
 *   but on a VM that serves 2.6 times the requests it read 241-266 MB (target < 250); 8 MB read 209 MB there with
 *   the same server CPU per request (docs/performance.md, "Stop 25").
 * - No allocation-site pretenuring (ADR 0035). V8 otherwise learns that the objects of a request's hot allocation
 *   sites often outlive a scavenge (they wait ~10 ms for the group commit) and allocates them in the old space from
 *   then on, where they die at once: under the plays the old space filled in ~1.1 s and each major GC held every
 *   request in flight (the plays' p99). Without it, a major GC every ~3.4 s (stop 33). The Dockerfile passes it on
 *   the command line: NODE_OPTIONS does not take it.
 *
 * The benchmarks and the fault runs start the API with them.
 */
export const API_HEAP_FLAGS = [
  '--max-old-space-size=192',
  '--max-semi-space-size=8',
  '--no-allocation-site-pretenuring',
];
