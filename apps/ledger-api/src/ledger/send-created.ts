import type { FastifyReply } from 'fastify';
import type { FactResult } from './session-fact.command';

/** Sets the stream version as ETag (and marks a replayed idempotent answer), then returns the body. */
export function sendCreated<R>(res: FastifyReply, result: FactResult<R>): R {
  res.status(201).header('ETag', `"${result.version}"`);
  if (result.replayed) res.header('Idempotent-Replayed', 'true');
  return result.body;
}
