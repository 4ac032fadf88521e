import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyEntity } from '../clubs/api-key.entity';
import { AuthFailureThrottle } from './auth-failure-throttle';
import { AuthGuard } from './auth.guard';
import { KeyVerifier } from './key-verifier';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';

/**
 * Authentication and authorisation for every route, then the per-key write limit: two global guards, run in
 * the order given here (Nest applies a module's global guards in provider order), so the limit sees the principal.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ApiKeyEntity])],
  providers: [
    KeyVerifier,
    AuthFailureThrottle,
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [KeyVerifier],
})
export class AuthModule {}
