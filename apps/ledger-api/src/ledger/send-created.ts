import type { Response } from 'express';
import type { FactResult } from './session-fact.command';

/** Sets the stream version as ETag (and marks a replayed idempotent answer), then returns the body. */
export function sendCreated<R>(res: Response, result: FactResult<R>): R {
  res.status(201).setHeader('ETag', `"${result.version}"`);
  if (result.replayed) res.setHeader('Idempotent-Replayed', 'true');
  return result.body;
}
