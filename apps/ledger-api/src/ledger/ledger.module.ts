import { Global, Module } from '@nestjs/common';
import { eventStoreProvider } from './event-store.provider';
import { IdempotencyLookup } from './idempotency-lookup';
import { ProjectionWriter } from './projections/projection-writer';
import { SessionCache } from './session-cache';
import { SessionLoader } from './session-loader';
import { SessionWriter } from './session-writer';

/** The write path shared by every session use case: event store, loader, writer, inline projections. */
@Global()
@Module({
  providers: [eventStoreProvider, SessionCache, SessionLoader, SessionWriter, ProjectionWriter, IdempotencyLookup],
  exports: [eventStoreProvider, SessionLoader, SessionWriter],
})
export class LedgerModule {}
