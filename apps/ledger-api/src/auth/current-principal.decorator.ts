import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthedRequest } from './auth.guard';
import type { KeyPrincipal } from './principal';

/** The calling club key (set by AuthGuard); use on routes that require a club key. */
export const CurrentKey = createParamDecorator((_: unknown, ctx: ExecutionContext): KeyPrincipal => {
  const p = ctx.switchToHttp().getRequest<AuthedRequest>().principal;
  if (!p || p.kind !== 'key') throw new Error('CurrentKey used on a route without a club key');
  return p;
});
