import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../auth/access.decorator';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { CreatePlayerDto, PlayerDto } from '../player.dto';
import { CreatePlayer } from './create-player.command';

/** `POST /v1/clubs/{clubId}/players` (admin). */
@ApiTags('players')
@ApiBearerAuth()
@Controller('v1/clubs/:clubId/players')
export class CreatePlayerController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiOperation({ summary: 'Add a player to the club.' })
  @HttpCode(201)
  @Roles('admin')
  @ApiBody({ type: CreatePlayerDto, examples: { player: { value: { name: 'Mrs. Battle' } } } })
  @ApiCreatedResponse({ type: PlayerDto })
  @ApiProblems(400, 401, 403, 404)
  create(@Param('clubId', ParseUUIDPipe) clubId: string, @Body() body: CreatePlayerDto): Promise<PlayerDto> {
    return this.commands.execute(new CreatePlayer(clubId, body.name));
  }
}
