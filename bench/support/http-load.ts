import http from 'node:http';

/** One request a connection sends next. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** A label to break the latencies down by (e.g. deal start, play, last play). */
  tag?: string;
}

/** What a load run measured. */
export interface LoadResult {
  requests: number;
  ok: number;
  failed: number;
  statuses: Record<number, number>;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Count, p50 and p99 per request tag. */
  byTag: Record<string, { n: number; p50: number; p99: number }>;
}

function send(agent: http.Agent, port: number, auth: string, r: LoadRequest): Promise<number> {
  return new Promise((resolve) => {
    const body = r.body === undefined ? undefined : JSON.stringify(r.body);
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: r.method,
        path: r.path,
        headers: {
          authorization: auth,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

/**
 * Closed-loop load: `connections` keep-alive connections, each sending its next request as soon as
 * the previous answered, for `seconds`. `next(conn)` gives connection `conn` its next request.
 */
export async function runLoad(
  port: number,
  auth: string,
  connections: number,
  seconds: number,
  next: (conn: number) => LoadRequest,
  /** When given, each request's start (wall clock, ms), time (ms) and tag are pushed to it (BENCH_HTTP_TRACE). */
  trace?: [start: number, ms: number, tag: string][],
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const tagged: Record<string, number[]> = {};
  const statuses: Record<number, number> = {};
  const until = Date.now() + seconds * 1000;
  const started = process.hrtime.bigint();
  const loop = async (conn: number) => {
    while (Date.now() < until) {
      const r = next(conn);
      const wall = trace && performance.timeOrigin + performance.now();
      const t0 = process.hrtime.bigint();
      const status = await send(agent, port, auth, r);
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      latencies.push(ms);
      if (trace) trace.push([wall as number, ms, r.tag ?? 'all']);
      (tagged[r.tag ?? 'all'] ??= []).push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => loop(i)));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const ok = Object.entries(statuses)
    .filter(([s]) => Number(s) >= 200 && Number(s) < 300)
    .reduce((n, [, c]) => n + c, 0);
  const byTag = Object.fromEntries(
    Object.entries(tagged).map(([t, xs]) => {
      xs.sort((a, b) => a - b);
      return [t, { n: xs.length, p50: percentile(xs, 50), p99: percentile(xs, 99) }];
    }),
  );
  return {
    requests: latencies.length,
    ok,
    failed: latencies.length - ok,
    statuses,
    seconds: elapsed,
    perSecond: ok / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    byTag,
  };
}
