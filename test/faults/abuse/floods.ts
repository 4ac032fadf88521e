import http from 'node:http';
import { Latencies, timed } from './latency';

/** What every flood shares: the API processes to spread over, when to stop, and a request budget. */
export interface Flood {
  urls: string[];
  until: number;
  /** Requests this flood may send at most (bounded runs). */
  budget: number;
}

const auth = (key: string) => ({ Authorization: `Bearer ${key}` });

/** `loops` concurrent loops of `one(i)` until the deadline or the budget runs out. */
async function loops(f: Flood, n: number, one: (i: number) => Promise<unknown>): Promise<void> {
  let sent = 0;
  await Promise.all(
    Array.from({ length: n }, async (_, k) => {
      while (Date.now() < f.until && sent < f.budget) {
        sent++;
        await one(sent + k);
      }
    }),
  );
}

/**
 * The claim-analysis request of the flood: the contract's current route. Kept as one small function so
 * that it follows the route when it changes (api.md "Claim analysis": POST records it, GET reads it).
 */
export function requestAnalysis(
  l: Latencies,
  base: string,
  key: string,
  claim: { session: string; deal: number; id: string },
): Promise<unknown> {
  const path = `/v1/sessions/${claim.session}/deals/${claim.deal}/claims/${claim.id}/analysis`;
  // api.md "Claim analysis": POST (scorer, admin) solves once and records; repeats answer the record
  return send(l, base + path, { method: 'POST', headers: auth(key), timeoutMs: 60_000 });
}

/** Many clients asking for the analysis of the same few claims at once. */
export function claimFlood(
  f: Flood,
  key: string,
  claims: { session: string; deal: number; id: string }[],
  l: Latencies,
): Promise<void> {
  return loops(f, 12, (i) => requestAnalysis(l, f.urls[i % f.urls.length], key, claims[i % claims.length]));
}

/** Many verifications of the 6,000-event session at once, over both processes. */
export function verificationFlood(f: Flood, key: string, session: string, l: Latencies): Promise<void> {
  return loops(f, 20, (i) =>
    send(l, `${f.urls[i % f.urls.length]}/v1/sessions/${session}/verification`, {
      headers: auth(key),
      timeoutMs: 60_000,
    }),
  );
}

/** Keep-alive connections for the floods (as `fetch` keeps them), per process of the flood. */
const AGENT = new http.Agent({ keepAlive: true });

/**
 * One request with `node:http`, its time and status recorded, the body read and dropped: lighter than
 * `fetch` (whose streams cost the flood process more CPU than the server spends answering), so that the
 * attacker's CPU, which shares this machine's two cores with the server, is spent on requests. `from`: the
 * loopback address to send from (127.0.0.0/8 is all loopback: another client address, same machine), on a
 * connection of its own. `until`: a stream held open is cut then, and is not counted as unanswered.
 */
function send(
  l: Latencies,
  url: string,
  o: { method?: string; headers: Record<string, string>; from?: string; timeoutMs: number; until?: number },
): Promise<void> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    let cut = false;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve();
    };
    // No answer, or an answer cut short by the server (a dropped stream): a failure of the run.
    const failed = (e: Error) => {
      if (!cut && !settled) {
        l.add(performance.now() - t0, 0);
        noteOnce(e);
      }
      done();
    };
    const req = http.request(
      url,
      {
        method: o.method ?? 'GET',
        headers: o.headers,
        agent: o.from ? undefined : AGENT,
        localAddress: o.from,
        timeout: o.timeoutMs,
      },
      (res) => {
        l.add(performance.now() - t0, res.statusCode ?? 0);
        res.resume();
        res.on('end', done);
        res.on('error', failed);
      },
    );
    if (o.until !== undefined)
      timer = setTimeout(
        () => {
          cut = true;
          req.destroy();
          done();
        },
        Math.max(0, o.until - Date.now()),
      );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${o.timeoutMs} ms`)));
    req.on('error', failed);
    req.end();
  });
}

/**
 * Wrong keys at full speed from one address, 127.0.0.2, not the other clients' 127.0.0.1: the throttle
 * of failed authentication is per client address, and an attacker is not the club's own scorer.
 */
export function failedAuthFlood(f: Flood, session: string, l: Latencies): Promise<void> {
  return loops(f, 8, (i) =>
    send(l, `${f.urls[i % f.urls.length]}/v1/sessions/${session}`, {
      headers: auth(`wrong-key-${i}`),
      from: '127.0.0.2',
      timeoutMs: 10_000,
    }),
  );
}

/**
 * Event streams of the 6,000-event session from one key, `connections` at a time, as an abusive client
 * opens them: each admitted stream reads its catch-up and stays open to the end of the run; each refusal
 * (429 past the caps) is retried after 100 ms, ignoring Retry-After.
 */
export function streamFlood(f: Flood, key: string, session: string, l: Latencies, connections = 150): Promise<void> {
  return loops(f, connections, async (i) => {
    await send(l, `${f.urls[i % f.urls.length]}/v1/sessions/${session}/stream`, {
      headers: auth(key),
      timeoutMs: 60_000,
      until: f.until,
    });
    if (Date.now() < f.until) await new Promise((r) => setTimeout(r, 100));
  });
}

const noted = new Set<string>();
/** Says on stderr, once per kind, why a request got no answer or was cut short (a failure of the run). */
function noteOnce(e: unknown): void {
  const cause =
    e instanceof Error ? `${e.message}${e.cause instanceof Error ? `: ${e.cause.message}` : ''}` : String(e);
  if (noted.has(cause)) return;
  noted.add(cause);
  console.error(`[abuse] a request ended without an answer: ${cause}`);
}

/** `/health/live` of every process every `everyMs` until the deadline. */
export async function probeHealth(urls: string[], until: number, l: Latencies, everyMs = 50): Promise<void> {
  while (Date.now() < until) {
    await Promise.all(urls.map((u) => timed(l, `${u}/health/live`, {}, 10_000)));
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
