import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { RecordDealFault } from './record-deal-fault.command';
import { RecordDealFaultDto } from './record-deal-fault.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/deal-faults`. */
@ApiTags('deals')
@Controller('v1/sessions/:sessionId/deals/:n/deal-faults')
export class RecordDealFaultController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary:
      'A fault of the deal in whist, dummy whist or bridge 1904 (misdeal, wrong card count, imperfect pack, card faced, exposed or seen in dealing, deal out of turn or with the wrong pack, shuffle after the cut), judged by the deal laws (whist-1900:28-41, whist-1900:dummy-3, bridge-1904:37-45): the hand annulled with the next dealer named, a new deal the other side may claim (elect penalty new-deal), or the deal standing.',
    body: RecordDealFaultDto,
    example: { fault: 'misdeal', seat: 'W', cause: 'not-in-rotation' },
  })
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: RecordDealFaultDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendCreated(
      res,
      await this.commands.execute(new RecordDealFault(ctx.principal.clubId, sessionId, ctx, n, body)),
    );
  }
}
