import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { RecordResult } from './record-result.command';
import { RecordResultDto } from './record-result.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/result`. */
@ApiTags('deals')
@Controller('v1/sessions/:sessionId/deals/:n/result')
export class RecordResultController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary:
      'Record a deal by its result, without its play: tricks and honours, declaration, call or hearts; the laws check it could have happened, then it is settled like a played deal.',
    body: RecordResultDto,
    example: { tricks: { NS: 8, EW: 5 }, honours: { NS: 2 } },
  })
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: RecordResultDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendCreated(
      res,
      await this.commands.execute(new RecordResult(ctx.principal.clubId, sessionId, ctx, n, body)),
    );
  }
}
