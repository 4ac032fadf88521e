import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { ElectRevokePenalty } from './elect-revoke-penalty.command';
import { ElectRevokePenaltyDto } from './elect-revoke-penalty.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/revoke-penalties`. */
@ApiTags('deals')
@Controller('v1/sessions/:sessionId/deals/:n/revoke-penalties')
export class ElectRevokePenaltyController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary: 'The penalty elected for an established revoke (whist-1900:75); 422 when the law does not allow it.',
    body: ElectRevokePenaltyDto,
    example: { by: 'N', revokeClaim: '1adefe54-2786-48cc-861c-8681be61b290', option: 'take-three-tricks' },
  })
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: ElectRevokePenaltyDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendCreated(
      res,
      await this.commands.execute(new ElectRevokePenalty(ctx.principal.clubId, sessionId, ctx, n, body)),
    );
  }
}
