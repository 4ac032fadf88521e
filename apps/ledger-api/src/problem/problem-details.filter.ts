import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { BASE_MAPPERS, ProblemMapper, toProblem } from './to-problem';

/** The one exception filter: every error leaves as `application/problem+json` (api.md "Errors"). */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Problem');

  constructor(private readonly mappers: ProblemMapper[] = BASE_MAPPERS) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const body = toProblem(error, this.mappers);
    if (body.status >= 500) this.logger.error({ err: error, url: req.url }, (error as Error)?.stack);
    if (res.headersSent) return;
    if (body.status === 503) res.setHeader('Retry-After', '1');
    res
      .status(body.status)
      .type('application/problem+json')
      .send(JSON.stringify({ ...body, instance: req.url }));
  }
}
