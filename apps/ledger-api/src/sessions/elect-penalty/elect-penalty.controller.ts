import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { ElectPenalty } from './elect-penalty.command';
import { ElectPenaltyDto } from './elect-penalty.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/penalties`. */
@ApiTags('deals')
@Controller('v1/sessions/:sessionId/deals/:n/penalties')
export class ElectPenaltyController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary:
      'The wronged side elects a remedy; 422 PENALTY_NOT_AVAILABLE (with the law) when the code does not give it.',
    body: ElectPenaltyDto,
    example: { by: 'N', against: 'E', kind: 'call-suit', suit: 'S' },
  })
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: ElectPenaltyDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendCreated(
      res,
      await this.commands.execute(new ElectPenalty(ctx.principal.clubId, sessionId, ctx, n, body)),
    );
  }
}
