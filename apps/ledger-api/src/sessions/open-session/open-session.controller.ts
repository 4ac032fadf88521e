import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { SessionBodyDto } from '../responses/session-body.dto';
import { OpenSession } from './open-session.command';
import { OpenSessionDto } from './open-session.dto';

/** `POST /v1/clubs/{clubId}/sessions` (admin). */
@ApiTags('sessions')
@Controller('v1/clubs/:clubId/sessions')
export class OpenSessionController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary: "Open a session: a table's sitting under one variant's laws.",
    body: OpenSessionDto,
    example: { variant: 'whist', seats: { N: 'uuid', E: 'uuid', S: 'uuid', W: 'uuid' } },
    created: SessionBodyDto,
    roles: ['admin'],
  })
  async open(
    @Param('clubId', ParseUUIDPipe) clubId: string,
    @Body() body: OpenSessionDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendCreated(res, await this.commands.execute(new OpenSession(clubId, randomUUID(), ctx, body)));
  }
}
