import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { StartDeal } from './start-deal.command';
import { StartDealDto } from './start-deal.dto';
import { ref } from '../../openapi/response-schemas';

/** `POST /v1/sessions/{sessionId}/deals`. */
@ApiTags('deals')
@Controller('v1/sessions/:sessionId/deals')
export class StartDealController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary: "Start the next deal (the cut: it closes the previous deal's revoke-claim window and settles it).",
    body: StartDealDto,
    example: { dealer: 'S', trumpCard: '7D' },
    created: { description: 'the deal view with `number` and `version`', schema: ref('DealView') },
  })
  async start(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Body() body: StartDealDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendCreated(res, await this.commands.execute(new StartDeal(ctx.principal.clubId, sessionId, ctx, body)));
  }
}
