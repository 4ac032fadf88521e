import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** The request id: the client's `X-Request-Id` when it is sane, else a fresh UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/**
 * Fastify hooks: every answer echoes the request id (Fastify's `request.id`, made by {@link requestIdOf})
 * as `X-Request-Id`, and one JSON log line per request gives its id, method, URL, status and time
 * (error level for a 5xx, warn for one answered after `slowMs`: "slow request"). Never headers or bodies, so
 * never a key.
 */
export function logRequests(app: FastifyInstance, logger: Logger, slowMs = 0): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('X-Request-Id', req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    const slow = slowMs > 0 && reply.elapsedTime >= slowMs;
    const level = reply.statusCode >= 500 ? 'error' : slow ? 'warn' : 'info';
    if (logger.isLevelEnabled(level))
      logger[level](
        {
          req: { id: req.id, method: req.method, url: req.url },
          res: { statusCode: reply.statusCode },
          responseTime: Math.round(reply.elapsedTime),
        },
        slow ? 'slow request' : 'request completed',
      );
    done();
  });
}
