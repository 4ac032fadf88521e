import { Provider } from '@nestjs/common';
import { EventStore } from '@ledger/event-store';
import { DataSource } from 'typeorm';
import type { Pool } from 'pg';
import { LEDGER_EVENTS_CHANNEL } from '../live/ledger-events-channel';

/**
 * The event store on TypeORM's own `pg` pool (one pool per process, acting as the app role). Every
 * append notifies LEDGER_EVENTS_CHANNEL, which every API process listens on (live/pg-listener.ts).
 */
export const eventStoreProvider: Provider = {
  provide: EventStore,
  inject: [DataSource],
  useFactory: (ds: DataSource) =>
    new EventStore((ds.driver as unknown as { master: Pool }).master, { notifyChannel: LEDGER_EVENTS_CHANNEL }),
};
