import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { bearer, type AuthedRequest } from '../../apps/ledger-api/src/auth/auth.guard';
import { apiKeyDigest, parseApiKey } from '../../apps/ledger-api/src/auth/api-key';
import type { KeyPrincipal } from '../../apps/ledger-api/src/auth/principal';

/**
 * The least key check api.md allows, for the `contract` server of `npm run bench:http`: the presented key, read
 * from the header as the API's guard reads it, parsed, and its digest (the API's own, api-key.ts) compared with the
 * one known key's, as a cache hit of the API's KeyVerifier does; a wrong key is a 401. Only writes (POST) are checked: the server's readiness GET is open. No
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
    const token = bearer(req);
    if (!token || !parseApiKey(token) || apiKeyDigest(token) !== this.digest)
      throw new UnauthorizedException('The API key is not valid.');
    req.principal = this.principal;
    return true;
  }
}
