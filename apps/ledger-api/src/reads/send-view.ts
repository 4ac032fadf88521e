import type { Response } from 'express';
import type { ViewRow } from './projection-reader';

/** Answers a view with `ETag: "<version>"` and the version in the body (api.md "Concurrency"). */
export function sendView<T extends object>(res: Response, row: ViewRow<T>): T & { version: number } {
  res.setHeader('ETag', `"${row.version}"`);
  return { ...row.body, version: row.version };
}
