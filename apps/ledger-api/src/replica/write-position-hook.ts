import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { AuthedRequest } from '../auth/auth.guard';
import { pathOf } from '../http/request-path';
import { POSITION_HEADER, tokenOf } from './ledger-position';
import type { PositionClock } from './position-clock';
import { notedPosition, NotedRequest } from './commit-note';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where the hook finds the primary's position clock once Nest has built the app (the hook is registered before). */
export interface PositionRef {
  clock?: () => PositionClock;
}

/**
 * Fastify `onSend` hook (ADR 0024, ADR 0028 rev. stop 22): every write's answer that got past the guard, success
 * or refusal, carries `Ledger-Position`, the primary's position read after the handler (so after its commit) and
 * after the exception filter. One query per turn of the event loop serves every write that finished in it
 * (PositionClock). A write the group commit committed needs none: the position read after its COMMIT on the same
 * connection is at or after everything it did (its CommitNote, ADR 0024's revision for stop 32). A position that
 * cannot be read (the primary just went away) is left out rather than failing a write that committed. A hook, not
 * a Nest interceptor: an interceptor wraps every request in observables, which cost the bare write about a tenth of
 * its CPU. Answers refused before the guard let the request in (no principal: 401, the early throttle's 429, a body
 * too large) carry none, as before.
 */
export function registerWritePosition(app: FastifyInstance, ref: PositionRef): void {
  const log = new Logger('WritePosition');
  // Under load one read serves several writes: its token is formatted once.
  let last = { at: -1n, token: '' };
  const token = (at: bigint) => (at === last.at ? last.token : (last = { at, token: tokenOf(at) }).token);
  app.addHook('onSend', async (req, reply, payload) => {
    const clock = ref.clock;
    if (!clock || READ_METHODS.has(req.method) || (req as AuthedRequest).principal === undefined) return payload;
    try {
      reply.header(POSITION_HEADER, token(notedPosition((req as NotedRequest).commitNote) ?? (await clock().now())));
    } catch (e) {
      log.warn(`no ${POSITION_HEADER} for ${req.method} ${pathOf(req.url)}: ${String(e)}`);
    }
    return payload;
  });
}
