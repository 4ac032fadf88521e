import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

/** Connection settings handed to the database module. */
export interface DatabaseOptions {
  url: string;
  poolSize: number;
}

/**
 * TypeORM over `pg`, logged in as whoever `url` names: the app's login role, a member of `ledger_app`
 * (ADR 0011). No `SET ROLE`: the session user itself holds nothing but the app's grants, so there is no
 * stronger role to go back to. `synchronize` is off: migrations, run by the owner, own the schema.
 */
@Module({})
export class DatabaseModule {
  static forRoot(opts: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: opts.url,
          synchronize: false,
          migrationsRun: false,
          autoLoadEntities: true,
          logging: false,
          extra: { max: opts.poolSize },
        }),
      ],
    };
  }
}
