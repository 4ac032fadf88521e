import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../auth/access.decorator';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { CreateKey } from './create-key.command';
import { CreateKeyDto, KeyCreatedDto } from './create-key.dto';

/** `POST /v1/clubs/{clubId}/keys` (admin). */
@ApiTags('clubs')
@ApiBearerAuth()
@Controller('v1/clubs/:clubId/keys')
export class CreateKeyController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiOperation({ summary: 'Issue an API key of a role (admin, scorer, auditor) for the club; shown once.' })
  @HttpCode(201)
  @Roles('admin')
  @ApiBody({ type: CreateKeyDto, examples: { scorer: { value: { role: 'scorer', label: 'table 3 score-keeper' } } } })
  @ApiCreatedResponse({ type: KeyCreatedDto })
  @ApiProblems(400, 401, 403, 404)
  create(@Param('clubId', ParseUUIDPipe) clubId: string, @Body() body: CreateKeyDto): Promise<KeyCreatedDto> {
    const expiresAt = body.expiresAt === undefined ? undefined : new Date(body.expiresAt);
    return this.commands.execute(new CreateKey(clubId, body.role, body.label, expiresAt));
  }
}
