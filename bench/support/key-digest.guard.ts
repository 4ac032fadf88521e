import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AuthedRequest } from '../../apps/ledger-api/src/auth/auth.guard';
import { apiKeyDigest, parseApiKey } from '../../apps/ledger-api/src/auth/api-key';
import type { KeyPrincipal } from '../../apps/ledger-api/src/auth/principal';

const BEARER = /^Bearer\s+(\S{1,512})$/i;

/**
 * The least key check api.md allows, for the `contract` server of `npm run bench:http`: the presented key parsed
 * and its digest (the API's own, api-key.ts) compared with the one known key's, as a cache hit of the API's
 * KeyVerifier does; a wrong key is a 401. Only writes (POST) are checked: the server's readiness GET is open. No
 * throttle, no roles, no database.
 */
@Injectable()
export class KeyDigestGuard implements CanActivate {
  constructor(
    private readonly digest: string,
    private readonly principal: KeyPrincipal,
  ) {}

  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    if (req.method !== 'POST') return true;
    const h = req.headers.authorization;
    const token = typeof h === 'string' ? BEARER.exec(h.trim())?.[1] : undefined;
    if (!token || !parseApiKey(token) || apiKeyDigest(token) !== this.digest)
      throw new UnauthorizedException('The API key is not valid.');
    req.principal = this.principal;
    return true;
  }
}
