import { BadRequestException, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { canonicalJson } from '@ledger/event-store';
import type { AuthedRequest } from '../auth/auth.guard';
import { pathOf } from '../http/request-path';
import type { KeyPrincipal } from '../auth/principal';
import type { CommitNote, NotedRequest } from '../replica/commit-note';

/** What a write needs from its HTTP request: who, which request, If-Match and Idempotency-Key. */
export interface WriteContext {
  principal: KeyPrincipal;
  requestId: string;
  ifMatch?: number;
  idempotencyKey?: string;
  /**
   * SHA-256 of method, path and canonical body: a repeated key must come with the same request. Worked out
   * only with an Idempotency-Key (nothing else reads it): '' without one.
   */
  requestHash: string;
  /** When the request arrived (the laws library takes time only from commands). */
  at: string;
  /** Where the write notes what it learnt of its commit, for the answer's `Ledger-Position` (CommitNote). */
  commit?: CommitNote;
}

const IF_MATCH = /^(?:W\/)?"?(\d{1,9})"?$/;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function header(req: AuthedRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Parses `If-Match: "<version>"`; a malformed one is a 400, never ignored. */
export function parseIfMatch(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const m = IF_MATCH.exec(value.trim());
  if (!m)
    throw new BadRequestException({ message: 'If-Match must be a stream version such as "12".', code: 'BAD_IF_MATCH' });
  return Number(m[1]);
}

/** Reads the write context of the current request (after AuthGuard). */
export const Write = createParamDecorator((_: unknown, ctx: ExecutionContext): WriteContext => {
  const req = ctx.switchToHttp().getRequest<AuthedRequest & NotedRequest & { id?: string }>();
  const principal = req.principal;
  if (!principal || principal.kind !== 'key') throw new Error('Write context used on a route without a club key');
  const key = header(req, 'idempotency-key');
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    throw new BadRequestException({
      message: 'Idempotency-Key must be 1-200 visible ASCII characters.',
      code: 'BAD_IDEMPOTENCY_KEY',
    });
  }
  const requestHash =
    key === undefined
      ? ''
      : createHash('sha256')
          .update(`${req.method} ${pathOf(req.url)}\n${canonicalJson(req.body ?? null)}`)
          .digest('hex');
  return {
    at: new Date().toISOString(),
    principal,
    requestId: String(req.id ?? ''),
    ifMatch: parseIfMatch(header(req, 'if-match')),
    idempotencyKey: key,
    requestHash,
    commit: (req.commitNote ??= {}),
  };
});
