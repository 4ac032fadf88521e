import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { RecordRuling } from './record-ruling.command';
import { RecordRulingDto } from './record-ruling.dto';

/** `POST /v1/sessions/{sessionId}/rulings` (admin). */
@ApiTags('rulings')
@Controller('v1/sessions/:sessionId/rulings')
export class RecordRulingController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary: 'A committee ruling after the fact: a new event that adjusts the settlement; nothing earlier changes.',
    body: RecordRulingDto,
    example: { deal: 3, reason: 'Committee ruling', adjustment: { points: { NS: -2, EW: 2 } } },
    roles: ['admin'],
  })
  async rule(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Body() body: RecordRulingDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendCreated(
      res,
      await this.commands.execute(new RecordRuling(ctx.principal.clubId, sessionId, ctx, body.deal, body)),
    );
  }
}
