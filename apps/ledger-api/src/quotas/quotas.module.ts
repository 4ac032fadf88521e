import { Global, Module } from '@nestjs/common';
import { IdempotencySweeper } from './idempotency-sweeper';
import { Quotas } from './quotas';

/** Caps per club and the idempotency keys' retention (issue 18 point 5). */
@Global()
@Module({ providers: [Quotas, IdempotencySweeper], exports: [Quotas, IdempotencySweeper] })
export class QuotasModule {}
