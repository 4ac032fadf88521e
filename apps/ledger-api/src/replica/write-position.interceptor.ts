import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { pathOf } from '../http/request-path';
import { POSITION_HEADER } from './ledger-position';
import { ReadRouter } from './read-router';
import { stampPosition } from './stamp-position';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every write's answer, success or refusal, carries `Ledger-Position`: the primary's position read after
 * the handler finished, so after its commit (ADR 0024). One query per turn of the event loop serves every
 * write that finished in it. A position that cannot be read (the primary just went away) is left out
 * rather than failing a write that committed.
 */
@Injectable()
export class WritePositionInterceptor implements NestInterceptor {
  private readonly log = new Logger('WritePosition');

  constructor(private readonly router: ReadRouter) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    if (READ_METHODS.has(req.method)) return next.handle();
    const res = ctx.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      stampPosition(
        res,
        () => this.router.primary.clock,
        (e) => this.log.warn(`no ${POSITION_HEADER} for ${req.method} ${pathOf(req.url)}: ${String(e)}`),
      ),
    );
  }
}
