import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { RateLimitInterceptor } from './rate-limit.interceptor';

/** Per-key write rate limit (a global interceptor; see RateLimitInterceptor). */
@Module({ providers: [{ provide: APP_INTERCEPTOR, useClass: RateLimitInterceptor }] })
export class RateLimitModule {}
