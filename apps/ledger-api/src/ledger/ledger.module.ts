import { Global, Module } from '@nestjs/common';
import { eventStoreProvider } from './event-store.provider';
import { DurabilityBarrier } from './durability-barrier';
import { GroupCommitConnection } from './group-commit-connection';
import { IdempotencyLookup } from './idempotency-lookup';
import { ProjectionWriter } from './projections/projection-writer';
import { SessionCache } from './session-cache';
import { SessionLoader } from './session-loader';
import { SessionWriter } from './session-writer';
import { snapshotDbProvider } from './snapshots/snapshot-db.provider';
import { SessionSnapshots } from './snapshots/session-snapshots';

/** The write path shared by every session use case: event store, loader, writer, inline projections, snapshots. */
@Global()
@Module({
  providers: [
    GroupCommitConnection,
    eventStoreProvider,
    snapshotDbProvider,
    SessionSnapshots,
    SessionCache,
    SessionLoader,
    SessionWriter,
    ProjectionWriter,
    IdempotencyLookup,
    DurabilityBarrier,
  ],
  exports: [
    eventStoreProvider,
    GroupCommitConnection,
    SessionLoader,
    SessionWriter,
    SessionSnapshots,
    DurabilityBarrier,
  ],
})
export class LedgerModule {}
