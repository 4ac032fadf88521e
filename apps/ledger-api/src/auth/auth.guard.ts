import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { LedgerConfig } from '../config/ledger-config';
import { ACCESS, AccessRule } from './access.decorator';
import { parseApiKey, sameSecret } from './api-key';
import { retryAfterSeconds } from '../problem/retry-after';
import { AuthFailureThrottle, authThrottled } from './auth-failure-throttle';
import { KeyVerifier } from './key-verifier';
import { Principal } from './principal';

/** A request after authentication. */
export type AuthedRequest = FastifyRequest & { principal?: Principal };

/** The key or token of `Authorization: Bearer <key>`, or undefined when the header is missing or malformed. */
export function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? /^Bearer\s+(\S{1,512})$/i.exec(h.trim()) : null;
  return m?.[1];
}

/**
 * Every route's gate: 401 without a valid key, 404 for another club's ids (never 403, so ids reveal
 * nothing), 403 when the key's role lacks the right. Routes without a rule are closed.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly keys: KeyVerifier,
    private readonly config: ConfigService,
    private readonly db: DataSource,
    private readonly throttle: AuthFailureThrottle,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS, [ctx.getHandler(), ctx.getClass()]);
    if (rule && 'public' in rule) return true;
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    const token = bearer(req);
    if (!token)
      throw new UnauthorizedException({
        message: 'An API key is required (Authorization: Bearer <key>).',
        code: 'UNAUTHENTICATED',
      });
    const address = req.ip || req.socket?.remoteAddress || 'unknown';
    const waitMs = this.throttle.blockedFor(address);
    if (waitMs > 0) {
      ctx.switchToHttp().getResponse<FastifyReply>().header('Retry-After', retryAfterSeconds(waitMs));
      throw authThrottled();
    }
    if (rule && 'operator' in rule) return this.operator(req, token, address);
    if (rule && 'alsoOperator' in rule && !parseApiKey(token)) return this.operator(req, token, address);
    const principal = await this.keys.verify(token);
    if (!principal) {
      this.throttle.failed(address);
      throw new UnauthorizedException({ message: 'The API key is not valid.', code: 'UNAUTHENTICATED' });
    }
    const params = (req.params ?? {}) as Record<string, string | undefined>;
    const clubId = params.clubId;
    if (clubId !== undefined && clubId !== principal.clubId)
      throw new NotFoundException({ message: 'No such club.', code: 'NOT_FOUND' });
    if (!rule || !rule.roles.includes(principal.role)) {
      // Ownership before role (api.md "Auth and tenancy"): another club's session is 404, never 403.
      const sessionId = params.sessionId;
      if (typeof sessionId === 'string' && !(await this.sessionOfClub(sessionId, principal.clubId)))
        throw new NotFoundException({ message: 'No such session.', code: 'NOT_FOUND' });
      throw new ForbiddenException({ message: `The ${principal.role} role may not do this.`, code: 'FORBIDDEN' });
    }
    req.principal = principal;
    return true;
  }

  /** Whether the session exists in this club (asked only on the way to a 403, so reads pay nothing). */
  private async sessionOfClub(sessionId: string, clubId: string): Promise<boolean> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sessionId)) return false;
    const rows = await this.db.query<unknown[]>(
      'SELECT 1 FROM session_views WHERE club_id = $1 AND session_id = $2 LIMIT 1',
      [clubId, sessionId],
    );
    return rows.length > 0;
  }

  private operator(req: AuthedRequest, token: string, address: string): boolean {
    const expected = this.config.get<LedgerConfig>('ledger')?.operatorToken;
    if (!expected || !sameSecret(token, expected)) {
      this.throttle.failed(address);
      throw new UnauthorizedException({ message: 'The operator token is not valid.', code: 'UNAUTHENTICATED' });
    }
    req.principal = { kind: 'operator' };
    return true;
  }
}
