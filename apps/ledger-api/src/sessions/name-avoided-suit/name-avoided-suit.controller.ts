import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { NameAvoidedSuit } from './name-avoided-suit.command';
import { NameAvoidedSuitDto } from './name-avoided-suit.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/avoided-suit`. */
@ApiTags('deals')
@Controller('v1/sessions/:sessionId/deals/:n/avoided-suit')
export class NameAvoidedSuitController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary:
      'Auction Hearts: the highest bidder names the suit to avoid once all have bid, and leads the first trick (hearts-foster:p310).',
    body: NameAvoidedSuitDto,
    example: { seat: 'E', suit: 'C' },
  })
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: NameAvoidedSuitDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendCreated(
      res,
      await this.commands.execute(new NameAvoidedSuit(ctx.principal.clubId, sessionId, ctx, n, body)),
    );
  }
}
