import { ArgumentsHost, Logger } from '@nestjs/common';
import { Writable } from 'node:stream';
import pino from 'pino';
import { PinoLoggerService } from '../logging/pino-logger';
import { ProblemDetailsFilter } from './problem-details.filter';

/** A host holding one request and a Fastify-shaped reply that records what was sent. */
function hostFor(req: object) {
  const sent: { status?: number; body?: string } = {};
  const res = {
    sent: false,
    raw: { headersSent: false },
    header: () => res,
    status: (s: number) => ((sent.status = s), res),
    type: () => res,
    send: (b: string) => ((sent.body = b), res),
  };
  const host = { switchToHttp: () => ({ getResponse: () => res, getRequest: () => req }) } as unknown as ArgumentsHost;
  return { host, sent };
}

describe('ProblemDetailsFilter 5xx log lines (issue 18)', () => {
  const lines: string[] = [];
  beforeAll(() => {
    const sink = new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) });
    Logger.overrideLogger(new PinoLoggerService(pino({ level: 'info' }, sink)));
  });
  afterAll(() => Logger.overrideLogger(['error', 'warn']));

  it('names the error class, its message, the route and the request id; never the key or the body', async () => {
    class LedgerExploded extends Error {}
    const req = {
      method: 'POST',
      url: '/v1/sessions/abc/deals',
      routeOptions: { url: '/v1/sessions/:sessionId/deals' },
      id: 'req-42',
      headers: { authorization: 'Bearer ldg_secret_key_value' },
      body: { hands: 'ldg_secret_in_body' },
    };
    const { host, sent } = hostFor(req);
    new ProblemDetailsFilter().catch(new LedgerExploded('the pool is gone'), host);
    await new Promise((r) => setImmediate(r));
    expect(sent.status).toBe(500);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 50,
      msg: 'request failed: LedgerExploded: the pool is gone',
      errorClass: 'LedgerExploded',
      errorMessage: 'the pool is gone',
      route: 'POST /v1/sessions/:sessionId/deals',
      requestId: 'req-42',
    });
    expect(lines[0]).not.toContain('[object Object]');
    expect(lines[0]).not.toContain('ldg_secret');
    expect(sent.body).not.toContain('the pool is gone');
  });
});
