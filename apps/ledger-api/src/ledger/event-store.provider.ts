import { writePool } from '../database/write-pool';
import { Provider } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EventStore } from '@ledger/event-store';
import { GroupCommitConnection } from './group-commit-connection';
import { DataSource } from 'typeorm';
import type { LedgerConfig } from '../config/ledger-config';

/**
 * The event store on TypeORM's own `pg` pool (one pool per process, acting as the app role). Commits are
 * announced to the other API processes after they commit (live/commit-notifier.ts), not by a NOTIFY in
 * the append: PostgreSQL runs notifying commits one at a time (ADR 0021).
 */
export const eventStoreProvider: Provider = {
  provide: EventStore,
  inject: [DataSource, ConfigService, GroupCommitConnection],
  useFactory: (ds: DataSource, config: ConfigService, group: GroupCommitConnection) =>
    new EventStore(writePool(ds), {
      // LEDGER_REQUIRE_SYNC_STANDBY: an append is acknowledged only once a synchronous standby holds it.
      requireSyncStandby: config.get<LedgerConfig>('ledger')?.requireSyncStandby === true,
      // LEDGER_GROUP_COMMIT (default on): appends to different sessions share a commit (ADR 0034).
      groupCommit: group.group,
    }),
};
