import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlayerEntity } from '../players/player.entity';
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
import { AnalyseClaimHandler } from './analyse-claim/analyse-claim.handler';
import { ClaimSolverThread } from './analyse-claim/claim-solver-thread';
import { RecordConductController } from './record-conduct/record-conduct.controller';
import { RecordConductHandler } from './record-conduct/record-conduct.handler';
import { RecordRulingController } from './record-ruling/record-ruling.controller';
import { RecordRulingHandler } from './record-ruling/record-ruling.handler';
import { StartDealController } from './start-deal/start-deal.controller';
import { StartDealHandler } from './start-deal/start-deal.handler';

/** Every command endpoint of api.md: one use-case folder each (controller, command, handler, DTO). */
@Module({
  imports: [TypeOrmModule.forFeature([PlayerEntity])],
  controllers: [
    OpenSessionController,
    StartDealController,
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
    ClaimHonoursController,
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
    ClaimSolverThread,
    ClaimHonoursHandler,
  ],
})
export class SessionsModule {}
