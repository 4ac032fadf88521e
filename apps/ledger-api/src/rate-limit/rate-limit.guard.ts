import { CanActivate, ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { FastifyReply } from 'fastify';
import type { AuthedRequest } from '../auth/auth.guard';
import type { LedgerConfig } from '../config/ledger-config';
import { retryAfterSeconds } from '../problem/retry-after';
import { TokenBuckets } from './token-bucket';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Limits writes per API key (`RATE_LIMIT_WRITES_PER_MINUTE`, 0 = off): a token bucket per key id, in
 * this process's memory (several API processes each allow the rate). A global guard registered right after
 * AuthGuard (AuthModule), so only authenticated callers have buckets; over the limit → 429 problem+json with
 * `Retry-After` (seconds). A guard, not an interceptor: interceptors wrap every request in observables.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly buckets?: TokenBuckets;

  constructor(config: ConfigService) {
    const perMinute = config.get<LedgerConfig>('ledger')?.rateLimitWritesPerMinute ?? 0;
    if (perMinute > 0) this.buckets = new TokenBuckets(perMinute);
  }

  canActivate(ctx: ExecutionContext): boolean {
    if (!this.buckets) return true;
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    const p = req.principal;
    if (p && WRITES.has(req.method)) {
      const waitMs = this.buckets.take(p.kind === 'key' ? p.keyId : 'operator');
      if (waitMs > 0) {
        ctx.switchToHttp().getResponse<FastifyReply>().header('Retry-After', retryAfterSeconds(waitMs));
        throw new HttpException(
          { message: 'Too many writes with this API key; retry after the time in Retry-After.', code: 'RATE_LIMITED' },
          429,
        );
      }
    }
    return true;
  }
}
