import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlayerEntity } from '../players/player.entity';
import { ReadsModule } from '../reads/reads.module';
import { HandRecordsController } from './hand-records/hand-records.controller';
import { AbandonHandController } from './abandon-hand/abandon-hand.controller';
import { AbandonHandHandler } from './abandon-hand/abandon-hand.handler';
import { RecordResultController } from './record-result/record-result.controller';
import { RecordResultHandler } from './record-result/record-result.handler';
import { AnswerClaimController } from './answer-claim/answer-claim.controller';
import { AnswerClaimHandler } from './answer-claim/answer-claim.handler';
import { ClaimHonoursController } from './claim-honours/claim-honours.controller';
import { ClaimHonoursHandler } from './claim-honours/claim-honours.handler';
import { ClaimRevokeController } from './claim-revoke/claim-revoke.controller';
import { ClaimRevokeHandler } from './claim-revoke/claim-revoke.handler';
import { CorrectPlayController } from './correct-play/correct-play.controller';
import { CorrectPlayHandler } from './correct-play/correct-play.handler';
import { ElectPenaltyController } from './elect-penalty/elect-penalty.controller';
import { ElectPenaltyHandler } from './elect-penalty/elect-penalty.handler';
import { ElectRevokePenaltyController } from './elect-revoke-penalty/elect-revoke-penalty.controller';
import { ElectRevokePenaltyHandler } from './elect-revoke-penalty/elect-revoke-penalty.handler';
import { ExposeCardsController } from './expose-cards/expose-cards.controller';
import { ExposeCardsHandler } from './expose-cards/expose-cards.handler';
import { MakeCallController } from './make-call/make-call.controller';
import { MakeCallHandler } from './make-call/make-call.handler';
import { MakeClaimController } from './make-claim/make-claim.controller';
import { MakeClaimHandler } from './make-claim/make-claim.handler';
import { OpenSessionController } from './open-session/open-session.controller';
import { OpenSessionHandler } from './open-session/open-session.handler';
import { PlayCardController } from './play-card/play-card.controller';
import { PlayCardHandler } from './play-card/play-card.handler';
import { AnalyseClaimController } from './analyse-claim/analyse-claim.controller';
import { GetClaimAnalysisController } from './analyse-claim/read-claim-analysis.controller';
import { AnalyseClaimHandler } from './analyse-claim/analyse-claim.handler';
import { ClaimAnalysisQueue } from './analyse-claim/claim-analysis-queue';
import { ClaimSolverPool } from './analyse-claim/claim-solver-pool';
import { ReadClaimAnalysisHandler } from './analyse-claim/read-claim-analysis.handler';
import { ConfigService } from '@nestjs/config';
import { readConfig, type LedgerConfig } from '../config/ledger-config';
import { RecordConductController } from './record-conduct/record-conduct.controller';
import { RecordConductHandler } from './record-conduct/record-conduct.handler';
import { RecordDealFaultController } from './record-deal-fault/record-deal-fault.controller';
import { RecordDealFaultHandler } from './record-deal-fault/record-deal-fault.handler';
import { RecordRulingController } from './record-ruling/record-ruling.controller';
import { RecordRulingHandler } from './record-ruling/record-ruling.handler';
import { StartDealController } from './start-deal/start-deal.controller';
import { StartDealHandler } from './start-deal/start-deal.handler';
import { MakeBidController } from './make-bid/make-bid.controller';
import { MakeBidHandler } from './make-bid/make-bid.handler';
import { NameAvoidedSuitController } from './name-avoided-suit/name-avoided-suit.controller';
import { NameAvoidedSuitHandler } from './name-avoided-suit/name-avoided-suit.handler';

/** The ledger settings (the environment's when the app was built without them, as some tests do). */
function ledgerConfig(config: ConfigService): LedgerConfig {
  return config.get<LedgerConfig>('ledger') ?? readConfig();
}

/** Every command endpoint of api.md: one use-case folder each (controller, command, handler, DTO). */
@Module({
  imports: [TypeOrmModule.forFeature([PlayerEntity]), ReadsModule],
  controllers: [
    OpenSessionController,
    StartDealController,
    HandRecordsController,
    MakeCallController,
    PlayCardController,
    ExposeCardsController,
    ElectPenaltyController,
    CorrectPlayController,
    MakeClaimController,
    AnswerClaimController,
    AbandonHandController,
    RecordResultController,
    ClaimRevokeController,
    ElectRevokePenaltyController,
    RecordRulingController,
    RecordConductController,
    AnalyseClaimController,
    GetClaimAnalysisController,
    ClaimHonoursController,
    RecordDealFaultController,
    MakeBidController,
    NameAvoidedSuitController,
  ],
  providers: [
    OpenSessionHandler,
    StartDealHandler,
    MakeCallHandler,
    PlayCardHandler,
    ExposeCardsHandler,
    ElectPenaltyHandler,
    CorrectPlayHandler,
    MakeClaimHandler,
    AnswerClaimHandler,
    AbandonHandHandler,
    RecordResultHandler,
    ClaimRevokeHandler,
    ElectRevokePenaltyHandler,
    RecordRulingHandler,
    RecordConductHandler,
    AnalyseClaimHandler,
    ReadClaimAnalysisHandler,
    {
      provide: ClaimSolverPool,
      inject: [ConfigService],
      useFactory: (config: ConfigService) => new ClaimSolverPool({ threads: ledgerConfig(config).claimSolverThreads }),
    },
    {
      provide: ClaimAnalysisQueue,
      inject: [ClaimSolverPool, ConfigService],
      useFactory: (pool: ClaimSolverPool, config: ConfigService) =>
        new ClaimAnalysisQueue(pool, { perClub: ledgerConfig(config).claimAnalysisQueuePerClub }),
    },
    ClaimHonoursHandler,
    RecordDealFaultHandler,
    MakeBidHandler,
    NameAvoidedSuitHandler,
  ],
})
export class SessionsModule {}
