import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { PlayCard } from './play-card.command';
import { PlayCardDto } from './play-card.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/plays`. */
@ApiTags('deals')
@Controller('v1/sessions/:sessionId/deals/:n/plays')
export class PlayCardController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary:
      'A card put on the table. A play by the wrong seat is recorded as a lead or play out of turn; a renounce while holding the suit as a revoke.',
    body: PlayCardDto,
    example: { seat: 'E', card: 'QH' },
  })
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: PlayCardDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendCreated(res, await this.commands.execute(new PlayCard(ctx.principal.clubId, sessionId, ctx, n, body)));
  }
}
