import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyEntity } from '../clubs/api-key.entity';
import { AuthFailureThrottle } from './auth-failure-throttle';
import { AuthGuard } from './auth.guard';
import { KeyVerifier } from './key-verifier';

/** Authentication and authorisation for every route (a global guard). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ApiKeyEntity])],
  providers: [KeyVerifier, AuthFailureThrottle, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [KeyVerifier],
})
export class AuthModule {}
