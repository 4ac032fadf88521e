import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnyRole } from '../../auth/access.decorator';
import { ref } from '../../openapi/response-schemas';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { GetPlayerLedger } from './player-ledger.query';

/** `GET /v1/clubs/{clubId}/players/{playerId}/ledger`: a player's balances across sessions. */
@ApiTags('players')
@ApiBearerAuth()
@Controller('v1/clubs/:clubId/players/:playerId/ledger')
export class PlayerLedgerController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: "A player's balance in every session, and totals per unit." })
  @AnyRole()
  @ApiOkResponse({
    schema: ref('PlayerLedger'),
    description: '`{playerId, name, sessions: [{sessionId, variant, unit, balance}], totals: {<unit>: n}}`',
  })
  @ApiProblems(400, 401, 404)
  ledger(@Param('clubId', ParseUUIDPipe) clubId: string, @Param('playerId', ParseUUIDPipe) playerId: string) {
    return this.queries.execute(new GetPlayerLedger(clubId, playerId));
  }
}
