import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { ExposeCards } from './expose-cards.command';
import { ExposeCardsDto } from './expose-cards.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/exposures`. */
@ApiTags('deals')
@Controller('v1/sessions/:sessionId/deals/:n/exposures')
export class ExposeCardsController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary: 'Cards exposed (dropped, named, two played at once, shown, or detached and named by an adversary).',
    body: ExposeCardsDto,
    example: { seat: 'S', cards: ['KD'], how: 'dropped' },
  })
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: ExposeCardsDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendCreated(
      res,
      await this.commands.execute(new ExposeCards(ctx.principal.clubId, sessionId, ctx, n, body)),
    );
  }
}
