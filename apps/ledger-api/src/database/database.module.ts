import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

/** Connection settings handed to the database module. */
export interface DatabaseOptions {
  url: string;
  appRole: string;
  poolSize: number;
}

/**
 * TypeORM over `pg`. The app connects with the owner URL but acts as `appRole` (startup option
 * `-c role=…`), which may only INSERT and SELECT events. `synchronize` is off: migrations own the schema.
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
          extra: {
            max: opts.poolSize,
            ...(opts.appRole ? { options: `-c role=${opts.appRole}` } : {}),
          },
        }),
      ],
    };
  }
}
