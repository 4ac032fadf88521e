import { Module } from '@nestjs/common';
import { GetDealController } from './get-deal/get-deal.controller';
import { GetScoresheetController } from './get-scoresheet/get-scoresheet.controller';
import { GetSessionController } from './get-session/get-session.controller';
import { ListEventsController } from './list-events/list-events.controller';
import { PlayerLedgerController } from './player-ledger/player-ledger.controller';
import { ProjectionReader } from './projection-reader';
import { SessionVerifier } from './verify-session/session-verifier';
import { VerifySessionController } from './verify-session/verify-session.controller';

/** Reads: the projections, time travel, the event log and the audit. */
@Module({
  controllers: [GetSessionController, GetDealController, GetScoresheetController, ListEventsController, VerifySessionController, PlayerLedgerController],
  providers: [ProjectionReader, SessionVerifier],
})
export class ReadsModule {}
