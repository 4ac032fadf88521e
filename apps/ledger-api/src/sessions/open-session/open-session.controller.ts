import { Body, Controller, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { Roles } from '../../auth/access.decorator';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { SessionBodyDto } from '../responses/session-body.dto';
import { OpenSession } from './open-session.command';
import { OpenSessionDto } from './open-session.dto';

/** `POST /v1/clubs/{clubId}/sessions` (admin). */
@ApiTags('sessions')
@ApiBearerAuth()
@Controller('v1/clubs/:clubId/sessions')
export class OpenSessionController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: "Open a session: a table's sitting under one variant's laws." })
  @ApiBody({ type: OpenSessionDto, examples: { whist: { value: { variant: 'whist', seats: { N: 'uuid', E: 'uuid', S: 'uuid', W: 'uuid' } } } } })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiCreatedResponse({ type: SessionBodyDto })
  @ApiProblems(400, 401, 403, 404, 422)
  async open(
    @Param('clubId', ParseUUIDPipe) clubId: string,
    @Body() body: OpenSessionDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendCreated(res, await this.commands.execute(new OpenSession(clubId, randomUUID(), ctx, body)));
  }
}
