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
  return timed(l, base + path, { method: 'POST', headers: auth(key) }, 60_000);
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
    timed(l, `${f.urls[i % f.urls.length]}/v1/sessions/${session}/verification`, { headers: auth(key) }, 60_000),
  );
}

/** One GET from the loopback address `from` (127.0.0.0/8 is all loopback: another client address, same machine). */
function getFrom(l: Latencies, url: string, headers: Record<string, string>, from: string): Promise<void> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { headers, localAddress: from, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => {
        l.add(performance.now() - t0, res.statusCode ?? 0);
        resolve();
      });
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => {
      l.add(performance.now() - t0, 0);
      resolve();
    });
  });
}

/**
 * Wrong keys at full speed from one address, 127.0.0.2, not the other clients' 127.0.0.1: the throttle
 * of failed authentication is per client address, and an attacker is not the club's own scorer.
 */
export function failedAuthFlood(f: Flood, session: string, l: Latencies): Promise<void> {
  return loops(f, 8, (i) =>
    getFrom(l, `${f.urls[i % f.urls.length]}/v1/sessions/${session}`, auth(`wrong-key-${i}`), '127.0.0.2'),
  );
}

/**
 * Event streams of the 6,000-event session from one key, `connections` at a time, as an abusive client
 * opens them: each admitted stream reads its catch-up and stays open to the end of the run; each refusal
 * (429 past the caps) is retried after 100 ms, ignoring Retry-After.
 */
export function streamFlood(f: Flood, key: string, session: string, l: Latencies, connections = 150): Promise<void> {
  return loops(f, connections, async (i) => {
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), Math.max(0, f.until - Date.now()));
    const t0 = performance.now();
    try {
      const res = await fetch(`${f.urls[i % f.urls.length]}/v1/sessions/${session}/stream`, {
        headers: auth(key),
        signal: ctrl.signal,
      });
      l.add(performance.now() - t0, res.status);
      if (res.body) for await (const chunk of res.body) void chunk;
      else await res.text();
    } catch (e) {
      if (!ctrl.signal.aborted) {
        l.add(performance.now() - t0, 0);
        noteOnce(e);
      }
    } finally {
      clearTimeout(timer);
    }
    if (Date.now() < f.until) await new Promise((r) => setTimeout(r, 100));
  });
}

const noted = new Set<string>();
/** Says on stderr, once per kind, why a request got no answer (a dropped stream is a failure of the run). */
function noteOnce(e: unknown): void {
  const cause =
    e instanceof Error ? `${e.message}${e.cause instanceof Error ? `: ${e.cause.message}` : ''}` : String(e);
  if (noted.has(cause)) return;
  noted.add(cause);
  console.error(`[abuse] a stream ended without an answer: ${cause}`);
}

/** `/health/live` of every process every `everyMs` until the deadline. */
export async function probeHealth(urls: string[], until: number, l: Latencies, everyMs = 50): Promise<void> {
  while (Date.now() < until) {
    await Promise.all(urls.map((u) => timed(l, `${u}/health/live`, {}, 10_000)));
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
