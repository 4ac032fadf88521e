import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { AbandonHand } from './abandon-hand.command';
import { AbandonHandDto } from './abandon-hand.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/abandonment`. */
@ApiTags('deals')
@Controller('v1/sessions/:sessionId/deals/:n/abandonment')
export class AbandonHandController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary:
      'All hands thrown face up: the result as claimed and admitted, and the cards shown (evidence for revokes).',
    body: AbandonHandDto,
    example: { tricks: { NS: 5, EW: 8 } },
  })
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: AbandonHandDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendCreated(
      res,
      await this.commands.execute(new AbandonHand(ctx.principal.clubId, sessionId, ctx, n, body)),
    );
  }
}
