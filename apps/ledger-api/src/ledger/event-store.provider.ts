import { Provider } from '@nestjs/common';
import { EventStore } from '@ledger/event-store';
import { DataSource } from 'typeorm';
import type { Pool } from 'pg';

/**
 * The event store on TypeORM's own `pg` pool (one pool per process, acting as the app role). Commits are
 * announced to the other API processes after they commit (live/commit-notifier.ts), not by a NOTIFY in
 * the append: PostgreSQL runs notifying commits one at a time (ADR 0021).
 */
export const eventStoreProvider: Provider = {
  provide: EventStore,
  inject: [DataSource],
  useFactory: (ds: DataSource) => new EventStore((ds.driver as unknown as { master: Pool }).master),
};
