import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { CqrsModule } from '@nestjs/cqrs';
import { LedgerConfig } from './config/ledger-config';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { AuthModule } from './auth/auth.module';
import { ClubsModule } from './clubs/clubs.module';
import { PlayersModule } from './players/players.module';
import { LedgerModule } from './ledger/ledger.module';
import { ReadsModule } from './reads/reads.module';
import { BenchEndpointsModule } from './bench-endpoints/bench-endpoints.module';
import { SessionsModule } from './sessions/sessions.module';
import { LiveModule } from './live/live.module';
import { BoardModule } from './board/board.module';
import { WebAppModule } from './web/web-app.module';
import { QuotasModule } from './quotas/quotas.module';
import { ClubLogModule } from './club-log/club-log.module';
import { ReplicaModule } from './replica/replica.module';

/** The ledger API: configuration, database, CQRS buses and the feature modules. */
@Module({})
export class AppModule {
  static forRoot(config: LedgerConfig & { databaseUrl: string }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: [() => ({ ledger: config })] }),
        DatabaseModule.forRoot({ url: config.databaseUrl, poolSize: config.poolSize, poolIdleMs: config.poolIdleMs }),
        CqrsModule.forRoot(),
        ReplicaModule,
        AuthModule,
        QuotasModule,
        HealthModule,
        ClubsModule,
        PlayersModule,
        LedgerModule,
        ClubLogModule,
        SessionsModule,
        ReadsModule,
        LiveModule,
        BoardModule,
        WebAppModule,
        ...(config.benchEndpoints ? [BenchEndpointsModule] : []),
      ],
    };
  }
}
