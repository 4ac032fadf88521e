import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { MakeBid } from './make-bid.command';
import { MakeBidDto } from './make-bid.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/bids`. */
@ApiTags('deals')
@Controller('v1/sessions/:sessionId/deals/:n/bids')
export class MakeBidController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary:
      "A bid in Auction Hearts: the player on the dealer's left first, the dealer last, no second bid (hearts-foster:30).",
    body: MakeBidDto,
    example: { seat: 'E', counters: 3 },
  })
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: MakeBidDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendCreated(res, await this.commands.execute(new MakeBid(ctx.principal.clubId, sessionId, ctx, n, body)));
  }
}
