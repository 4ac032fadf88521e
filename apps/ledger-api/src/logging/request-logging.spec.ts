import Fastify from 'fastify';
import pino from 'pino';
import { Writable } from 'node:stream';
import { logRequests } from './request-logging';

/** A pino logger at `level` whose lines are collected. */
function collecting(level: string): { logger: pino.Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, sink), lines };
}

describe('request logging: the request id, and a warning for a slow answer', () => {
  it('at warn level logs only the request answered after slowMs, as "slow request", with its id and time', async () => {
    const { logger, lines } = collecting('warn');
    const app = Fastify({ genReqId: () => 'req-1' });
    logRequests(app, logger, 50);
    app.get('/fast', () => ({ ok: true }));
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, 80));
      return { ok: true };
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const fast = await fetch(`${base}/fast`);
    expect(fast.headers.get('x-request-id')).toBe('req-1');
    await (await fetch(`${base}/slow`)).text();
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'slow request', req: { id: 'req-1', method: 'GET', url: '/slow' } });
    expect(lines[0].responseTime).toBeGreaterThanOrEqual(50);
  });

  it('with slowMs 0 nothing is slow: at warn level a slow answer logs nothing', async () => {
    const { logger, lines } = collecting('warn');
    const app = Fastify();
    logRequests(app, logger, 0);
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, 30));
      return { ok: true };
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    await (await fetch(`${base}/slow`)).text();
    await app.close();
    expect(lines).toEqual([]);
  });
});
