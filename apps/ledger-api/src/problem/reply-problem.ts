import type { FastifyReply } from 'fastify';
import type { Problem } from './problem';
import { retryAfterSeconds } from './retry-after';

/**
 * Sends a problem as the answer, with `Retry-After` when a wait (in ms) is given, without an exception: for refusals that are
 * a flood's common case (a blocked address, a stream past its caps), where building and throwing an
 * exception through Nest's filters would cost more than the answer itself. Same body as the filter's.
 */
export function replyProblem(reply: FastifyReply, url: string, p: Problem, retryAfterMs?: number): void {
  if (retryAfterMs !== undefined) reply.header('Retry-After', retryAfterSeconds(retryAfterMs));
  void reply
    .code(p.status)
    .type('application/problem+json')
    .send(JSON.stringify({ ...p, instance: url }));
}
