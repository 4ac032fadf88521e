import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { ClaimHonours } from './claim-honours.command';
import { ClaimHonoursDto } from './claim-honours.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/honours`. */
@ApiTags('deals')
@Controller('v1/sessions/:sessionId/deals/:n/honours')
export class ClaimHonoursController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary:
      'A side claims its honours at the end of the hand, before the next deal (whist-1900:51; scored only when claimed under honoursMustBeClaimed).',
    body: ClaimHonoursDto,
    example: { side: 'NS' },
  })
  async claim(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: ClaimHonoursDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendCreated(
      res,
      await this.commands.execute(new ClaimHonours(ctx.principal.clubId, sessionId, ctx, n, body)),
    );
  }
}
