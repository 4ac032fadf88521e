import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnyRole } from '../../auth/access.decorator';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { PlayerDto } from '../player.dto';
import { ListPlayers } from './list-players.query';

/** `GET /v1/clubs/{clubId}/players` (any role). */
@ApiTags('players')
@ApiBearerAuth()
@Controller('v1/clubs/:clubId/players')
export class ListPlayersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: "The club's players." })
  @AnyRole()
  @ApiOkResponse({ type: [PlayerDto] })
  @ApiProblems(401, 404)
  list(@Param('clubId', ParseUUIDPipe) clubId: string): Promise<PlayerDto[]> {
    return this.queries.execute(new ListPlayers(clubId));
  }
}
