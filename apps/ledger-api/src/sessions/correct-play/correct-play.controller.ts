import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { CorrectPlay } from './correct-play.command';
import { CorrectPlayDto } from './correct-play.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/corrections`. */
@ApiTags('deals')
@Controller('v1/sessions/:sessionId/deals/:n/corrections')
export class CorrectPlayController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary:
      'A correction: revoke corrected before it is established, false lead withdrawn, card taken back, or a draw (hearts-foster:15).',
    body: CorrectPlayDto,
    example: { kind: 'revoke-corrected', seat: 'E', card: '5H' },
  })
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: CorrectPlayDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendCreated(
      res,
      await this.commands.execute(new CorrectPlay(ctx.principal.clubId, sessionId, ctx, n, body)),
    );
  }
}
