import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../http/request-path';
import { BASE_MAPPERS, ProblemMapper, toProblem } from './to-problem';

/** The one exception filter: every error leaves as `application/problem+json` (api.md "Errors"). */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Problem');

  constructor(private readonly mappers: ProblemMapper[] = BASE_MAPPERS) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<FastifyReply>();
    const req = ctx.getRequest<FastifyRequest>();
    const body = toProblem(error, this.mappers);
    if (body.status >= 500) this.logger.error(serverErrorLine(error, req), (error as Error)?.stack);
    if (res.sent || res.raw.headersSent) return;
    if (body.status === 503) res.header('Retry-After', '1');
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined) res.header('Retry-After', String(retryAfter));
    void res
      .status(body.status)
      .type('application/problem+json')
      .send(JSON.stringify({ ...body, instance: req.url }));
  }
}

/** Which route a request matched (the template, e.g. `/v1/sessions/:sessionId/deals`), else its path. */
function routeOf(req: FastifyRequest): string {
  const route = req.routeOptions?.url;
  return typeof route === 'string' ? `${req.method} ${route}` : `${req.method} ${pathOf(req.url)}`;
}

/**
 * The fields of a 5xx log line (issue 18): the error's class and message, the route and the request id.
 * Never headers or bodies, so never a key.
 */
export function serverErrorLine(error: unknown, req: FastifyRequest): Record<string, unknown> {
  const e = error instanceof Error ? error : undefined;
  const errorClass = e?.constructor?.name ?? typeof error;
  const errorMessage = e ? e.message : String(error);
  return {
    msg: `request failed: ${errorClass}: ${errorMessage}`,
    errorClass,
    errorMessage,
    route: routeOf(req),
    requestId: req.id,
  };
}

/** Seconds a refusal asks the client to wait, when the exception carries them (`retryAfter` in its body). */
function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof HttpException)) return undefined;
  const r = (error.getResponse() as { retryAfter?: unknown } | string) ?? {};
  const v = typeof r === 'object' ? r.retryAfter : undefined;
  return typeof v === 'number' && v > 0 ? Math.ceil(v) : undefined;
}
