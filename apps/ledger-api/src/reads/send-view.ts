import type { FastifyReply } from 'fastify';
import type { ViewRow } from './projection-reader';

/** Answers a view with `ETag: "<version>"` and the version in the body (api.md "Concurrency"). */
export function sendView<T extends object>(res: FastifyReply, row: ViewRow<T>): T & { version: number } {
  res.header('ETag', `"${row.version}"`);
  return { ...row.body, version: row.version };
}
