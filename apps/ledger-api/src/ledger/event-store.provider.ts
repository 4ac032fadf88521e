import { Provider } from '@nestjs/common';
import { EventStore } from '@ledger/event-store';
import { DataSource } from 'typeorm';
import type { Pool } from 'pg';

/** The event store on TypeORM's own `pg` pool (one pool per process, acting as the app role). */
export const eventStoreProvider: Provider = {
  provide: EventStore,
  inject: [DataSource],
  useFactory: (ds: DataSource) => new EventStore((ds.driver as unknown as { master: Pool }).master),
};
