import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { clientOptions } from './read-write-client';

/** Connection settings handed to the database module. */
export interface DatabaseOptions {
  url: string;
  poolSize: number;
  /** Ms an idle pooled connection is kept (`pg`'s `idleTimeoutMillis`; 0 keeps it). */
  poolIdleMs: number;
}

/**
 * TypeORM over `pg`, logged in as whoever `url` names: the app's login role, a member of `ledger_app`
 * (ADR 0011). No `SET ROLE`: the session user itself holds nothing but the app's grants, so there is no
 * stronger role to go back to. `synchronize` is off: migrations, run by the owner, own the schema.
 * A multi-host `url` (`…@h1:p1,h2:p2/db?target_session_attrs=read-write`) gives the pool a Client that picks
 * the read-write server (read-write-client.ts, ADR 0025): after a failover, new connections find the new primary.
 */
@Module({})
export class DatabaseModule {
  static forRoot(opts: DatabaseOptions): DynamicModule {
    const { connectionString, ...hostChoice } = clientOptions(opts.url);
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: connectionString,
          synchronize: false,
          migrationsRun: false,
          autoLoadEntities: true,
          logging: false,
          extra: { max: opts.poolSize, idleTimeoutMillis: opts.poolIdleMs, ...hostChoice },
        }),
      ],
    };
  }
}
