import { HttpException } from '@nestjs/common';
import { Problem, problem } from './problem';

/** A mapper from a thrown error to a problem, or undefined when the error is not its kind. */
export type ProblemMapper = (error: unknown) => Problem | undefined;

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

function fromHttpException(error: unknown): Problem | undefined {
  if (!(error instanceof HttpException)) return undefined;
  const status = error.getStatus();
  const body = error.getResponse() as string | { message?: string | string[]; code?: string; law?: string };
  const messages = typeof body === 'string' ? [body] : ([] as string[]).concat(body.message ?? error.message);
  const code = (typeof body === 'object' && body.code) || CODES[status] || 'ERROR';
  const validation = status === 400 && messages.length > 0 && typeof body === 'object' && Array.isArray(body.message);
  return problem(
    status,
    validation ? 'VALIDATION_FAILED' : code,
    validation ? 'The request body is not valid.' : messages.join('; '),
    {
      ...(validation ? { errors: messages } : {}),
      ...(typeof body === 'object' && body.law ? { law: body.law } : {}),
    },
  );
}

/** Fastify's own refusals of a request (Nest's adapter wraps those of a body in an HttpException). */
const FASTIFY_ERRORS: Record<string, Problem> = {
  FST_ERR_BAD_URL: problem(400, 'BAD_REQUEST', 'The request path is not valid (a malformed percent-escape).'),
  FST_ERR_CTP_BODY_TOO_LARGE: problem(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: problem(400, 'BAD_REQUEST', 'The Content-Length does not match the body.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: problem(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'The Content-Type of the body is not supported; send application/json.',
  ),
};

/**
 * Errors raised while a request is routed or its body read and parsed (http/body-parsers.ts and Fastify:
 * a path that does not decode, malformed JSON, body too large, wrong charset or media type), as thrown or
 * as the cause of the HttpException Nest made of them.
 */
function fromBodyParser(error: unknown): Problem | undefined {
  const inner: unknown = error instanceof HttpException && error.cause ? error.cause : error;
  const e = inner as { type?: string; status?: number; code?: string; message?: string };
  if (typeof e?.code === 'string' && FASTIFY_ERRORS[e.code]) return FASTIFY_ERRORS[e.code];
  const fastifyStatus = (inner as { statusCode?: unknown } | undefined)?.statusCode;
  if (
    e?.code?.startsWith('FST_ERR_') &&
    typeof fastifyStatus === 'number' &&
    fastifyStatus >= 400 &&
    fastifyStatus < 500
  )
    return problem(fastifyStatus, CODES[fastifyStatus] ?? 'BAD_REQUEST', e.message ?? 'Bad request');
  if (typeof e?.type !== 'string' || typeof e.status !== 'number') return undefined;
  if (e.type === 'entity.parse.failed') return problem(400, 'MALFORMED_JSON', 'The request body is not valid JSON.');
  if (e.type === 'entity.too.large') return problem(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (e.status >= 400 && e.status < 500)
    return problem(e.status, CODES[e.status] ?? 'BAD_REQUEST', e.message ?? 'Bad request');
  return undefined;
}

/** A body nested too deeply (refused by the body parser's depth check; Nest wraps it in an HttpException). */
function fromJsonDepth(error: unknown): Problem | undefined {
  const inner: unknown = error instanceof HttpException ? error.cause : error;
  if ((inner as { type?: unknown } | undefined)?.type !== 'entity.too.deep') return undefined;
  return problem(400, 'JSON_TOO_DEEP', (inner as Error).message);
}

/** The mappers tried in order; domain mappers (laws, event store) are added by their modules. */
export const BASE_MAPPERS: ProblemMapper[] = [fromJsonDepth, fromBodyParser, fromHttpException];

/** Turns any error into a problem: the first mapper that knows it, else a 500 that reveals nothing. */
export function toProblem(error: unknown, mappers: ProblemMapper[]): Problem {
  for (const map of mappers) {
    const p = map(error);
    if (p) return p;
  }
  return problem(500, 'INTERNAL', 'An unexpected error occurred; it has been logged.');
}
