import { Module } from '@nestjs/common';
import { BareInsertController } from './bare-insert.controller';

/** Endpoints that exist only for `npm run bench:http` (LEDGER_BENCH_ENDPOINTS=1). */
@Module({ controllers: [BareInsertController] })
export class BenchEndpointsModule {}
