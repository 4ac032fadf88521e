import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { RecordConduct } from './record-conduct.command';
import { RecordConductDto } from './record-conduct.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/irregularities`. */
@ApiTags('deals')
@Controller('v1/sessions/:sessionId/deals/:n/irregularities')
export class RecordConductController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary:
      'A fact of conduct (looked at a quitted trick, called attention, asked partner, Dummy suggested a play) or a solo deal fault (misdeal, wrong card count), judged by the laws with its remedies.',
    body: RecordConductDto,
    example: { seat: 'E', kind: 'asked-partner' },
  })
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: RecordConductDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendCreated(
      res,
      await this.commands.execute(new RecordConduct(ctx.principal.clubId, sessionId, ctx, n, body)),
    );
  }
}
