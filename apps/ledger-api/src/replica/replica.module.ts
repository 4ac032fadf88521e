import { Global, Module, Provider } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EventStore } from '@ledger/event-store';
import { DataSource } from 'typeorm';
import type { LedgerConfig } from '../config/ledger-config';
import { ReadRouter } from './read-router';
import { ReplicaReadInterceptor } from './replica-read.interceptor';
import { LOG_READ_DB, PRIMARY_READ_DATA_SOURCE, READ_STORE, REPLICA_DATA_SOURCE } from './replica.tokens';
import { clientOptions } from '../database/read-write-client';

/** The standby's own DataSource and pool (`DATABASE_READ_URL`), the app's login as on the primary. */
const replicaDataSource: Provider = {
  provide: REPLICA_DATA_SOURCE,
  inject: [ConfigService],
  useFactory: async (config: ConfigService): Promise<DataSource | null> => {
    const c = config.get<LedgerConfig>('ledger');
    if (!c?.readDatabaseUrl) return null;
    const ds = new DataSource({
      type: 'postgres',
      url: c.readDatabaseUrl,
      synchronize: false,
      migrationsRun: false,
      logging: false,
      extra: { max: c.poolSize, idleTimeoutMillis: c.poolIdleMs },
    });
    return ds.initialize();
  },
};

/** The primary's own read pool (`DATABASE_READ_POOL_SIZE`), so that reads cannot hold the write path's connections. */
const primaryReadDataSource: Provider = {
  provide: PRIMARY_READ_DATA_SOURCE,
  inject: [ConfigService],
  useFactory: async (config: ConfigService): Promise<DataSource | null> => {
    const c = config.get<LedgerConfig>('ledger');
    if (!c?.databaseUrl || !c.readPoolSize) return null;
    const { connectionString, ...hostChoice } = clientOptions(c.databaseUrl);
    const ds = new DataSource({
      type: 'postgres',
      url: connectionString,
      synchronize: false,
      migrationsRun: false,
      logging: false,
      extra: { max: c.readPoolSize, idleTimeoutMillis: c.poolIdleMs, ...hostChoice },
    });
    return ds.initialize();
  },
};

/**
 * Reads from a hot standby (issue 20 point 2, ADR 0024): the standby's pool, the router that sends the
 * marked reads to it or to the primary (`Ledger-Position` on every write is a Fastify hook: write-position-hook.ts), and the read side's EventStore
 * and club-log handle that follow the router.
 */
@Global()
@Module({
  providers: [
    replicaDataSource,
    primaryReadDataSource,
    ReadRouter,
    ReplicaReadInterceptor,
    { provide: READ_STORE, inject: [ReadRouter], useFactory: (r: ReadRouter) => new EventStore(r.pool) },
    { provide: LOG_READ_DB, inject: [ReadRouter], useFactory: (r: ReadRouter) => r.pool },
  ],
  exports: [ReadRouter, ReplicaReadInterceptor, READ_STORE, LOG_READ_DB, REPLICA_DATA_SOURCE],
})
export class ReplicaModule {}
