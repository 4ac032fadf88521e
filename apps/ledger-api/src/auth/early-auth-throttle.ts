import type { FastifyInstance } from 'fastify';
import { BASE_MAPPERS, toProblem } from '../problem/to-problem';
import { replyProblem } from '../problem/reply-problem';
import { AuthFailureThrottle, authThrottled } from './auth-failure-throttle';

/** Where the hook finds the app's throttle once Nest has built it (the hook is registered before). */
export interface ThrottleRef {
  current?: AuthFailureThrottle;
}

/**
 * Fastify `onRequest` hook (issue 18.1, ADR 0028): a request with a key or token from an address the
 * failed-authentication throttle has blocked is answered 429 `RATE_LIMITED` with `Retry-After` here, before
 * Nest's router, guard, interceptors and exception filter run; a flood of wrong keys then costs the server
 * a header parse and one small answer per request. Only `/v1/` paths (every one needs a key or the operator
 * token): the public pages and `/health` are never refused, and a request without credentials still gets its
 * 401 from the guard. The guard keeps the same check with the same answer.
 */
export function registerEarlyAuthThrottle(app: FastifyInstance, ref: ThrottleRef): void {
  const body = toProblem(authThrottled(), BASE_MAPPERS);
  app.addHook('onRequest', (req, reply, done) => {
    const throttle = ref.current;
    if (!throttle || !req.url.startsWith('/v1/') || req.headers.authorization === undefined) return done();
    const waitMs = throttle.blockedFor(req.ip || req.socket?.remoteAddress || 'unknown');
    if (waitMs <= 0) return done();
    replyProblem(reply, req.url, body, waitMs);
  });
}
