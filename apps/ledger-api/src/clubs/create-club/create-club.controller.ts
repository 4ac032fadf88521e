import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OperatorOnly } from '../../auth/access.decorator';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { CreateClub } from './create-club.command';
import { ClubCreatedDto, CreateClubDto } from './create-club.dto';

/** `POST /v1/clubs` with the operator token. */
@ApiTags('clubs')
@ApiBearerAuth()
@Controller('v1/clubs')
export class CreateClubController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiOperation({ summary: 'Create a club (operator token): its id and first admin key.' })
  @HttpCode(201)
  @OperatorOnly()
  @ApiBody({ type: CreateClubDto, examples: { club: { value: { name: 'The Portland Whist Club' } } } })
  @ApiCreatedResponse({ type: ClubCreatedDto })
  @ApiProblems(400, 401)
  create(@Body() body: CreateClubDto): Promise<ClubCreatedDto> {
    return this.commands.execute(new CreateClub(body.name));
  }
}
