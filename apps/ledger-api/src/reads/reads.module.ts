import { Module } from '@nestjs/common';
import { GetDealController } from './get-deal/get-deal.controller';
import { GetDealHandler } from './get-deal/get-deal.handler';
import { GetScoresheetController } from './get-scoresheet/get-scoresheet.controller';
import { GetScoresheetHandler } from './get-scoresheet/get-scoresheet.handler';
import { ScoresheetCsvController } from './get-scoresheet/scoresheet-csv.controller';
import { GetSessionController } from './get-session/get-session.controller';
import { GetSessionHandler } from './get-session/get-session.handler';
import { ListEventsController } from './list-events/list-events.controller';
import { ListEventsHandler } from './list-events/list-events.handler';
import { ListSessionsController } from './list-sessions/list-sessions.controller';
import { ListSessionsHandler } from './list-sessions/list-sessions.handler';
import { PlayerLedgerController } from './player-ledger/player-ledger.controller';
import { GetPlayerLedgerHandler } from './player-ledger/player-ledger.handler';
import { ProjectionReader } from './projection-reader';
import { StandingsController } from './standings/standings.controller';
import { GetStandingsHandler } from './standings/standings.handler';
import { SessionVerifier } from './verify-session/session-verifier';
import { VerificationMarks } from './verify-session/verification-marks';
import { VerifiedStates } from './verify-session/verified-states';
import { VerifySessionController } from './verify-session/verify-session.controller';
import { VerifySessionHandler } from './verify-session/verify-session.handler';

/** Reads through the QueryBus: the projections, time travel, the event log and the audit. */
@Module({
  controllers: [
    GetSessionController,
    GetDealController,
    GetScoresheetController,
    ScoresheetCsvController,
    ListEventsController,
    VerifySessionController,
    PlayerLedgerController,
    StandingsController,
    ListSessionsController,
  ],
  providers: [
    ProjectionReader,
    SessionVerifier,
    VerificationMarks,
    VerifiedStates,
    GetSessionHandler,
    GetDealHandler,
    GetScoresheetHandler,
    ListEventsHandler,
    VerifySessionHandler,
    GetPlayerLedgerHandler,
    GetStandingsHandler,
    ListSessionsHandler,
  ],
  exports: [ProjectionReader],
})
export class ReadsModule {}
