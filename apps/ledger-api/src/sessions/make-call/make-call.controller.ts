import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { MakeCall } from './make-call.command';
import { MakeCallDto } from './make-call.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/calls`. */
@ApiTags('deals')
@Controller('v1/sessions/:sessionId/deals/:n/calls')
export class MakeCallController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary: 'A call in the auction (solo-whist) or the declaration, double or redouble (bridge-1904).',
    body: MakeCallDto,
    example: { seat: 'E', call: 'solo' },
  })
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: MakeCallDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendCreated(res, await this.commands.execute(new MakeCall(ctx.principal.clubId, sessionId, ctx, n, body)));
  }
}
