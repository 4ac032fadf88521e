/**
 * The V8 heap flags of `npm start`, `start:prod` and the Dockerfile (keep them equal): a 192 MB old space,
 * and young semi-spaces of 16 MB (Node 24 lets them grow to 32 MB each, which cost the API about 65 MB of
 * resident memory under load; issue 21.1). The benchmarks and the fault runs start the API with them.
 */
export const API_HEAP_FLAGS = ['--max-old-space-size=192', '--max-semi-space-size=16'];
