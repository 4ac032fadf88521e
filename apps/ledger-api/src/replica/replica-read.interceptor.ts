import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, Observable, throwError } from 'rxjs';
import { pathOf } from '../http/request-path';
import { minPositionOf, POSITION_HEADER } from './ledger-position';
import { ReadRouter, ReadTarget, standbyTrouble } from './read-router';
import { stampPosition } from './stamp-position';

/**
 * A read that a hot standby may answer (ADR 0024): parses `Ledger-Min-Position` (400 when it is not a
 * token), picks the server (waiting for the standby when it is behind the position asked for), runs the
 * handler's reads there and answers with `Ledger-Position`, that server's position read after the data
 * (on a 404 too): handed back as `Ledger-Min-Position`, it gets data at least as fresh as this answer's.
 * A read the standby fails (connection lost, shutting down, cancelled by a recovery conflict) is run
 * again on the primary: the marked reads write nothing but the verification's forward-only mark.
 */
@Injectable()
export class ReplicaReadInterceptor implements NestInterceptor {
  private readonly log = new Logger('ReplicaRead');

  constructor(private readonly router: ReadRouter) {}

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    const res = ctx.switchToHttp().getResponse<FastifyReply>();
    const min = minPositionOf(req.headers['ledger-min-position']);
    let answered: ReadTarget = await this.router.choose(min);
    const run = (target: ReadTarget) => this.router.run({ target, min }, () => next.handle());
    const first = run(answered);
    const read =
      answered.name === 'replica'
        ? first.pipe(
            catchError((e: unknown) => {
              if (!standbyTrouble(e)) return throwError(() => e);
              this.router.standbyFailed(e);
              this.router.counts.retried++;
              answered = this.router.primary;
              return run(answered);
            }),
          )
        : first;
    return read.pipe(
      stampPosition(
        res,
        () => answered.clock,
        (e) =>
          this.log.warn(`no ${POSITION_HEADER} for ${req.method} ${pathOf(req.url)} (${answered.name}): ${String(e)}`),
      ),
    );
  }
}
