import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { AnswerClaim } from './answer-claim.command';
import { AnswerClaimDto } from './answer-claim.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/claims/{claimId}/responses`. */
@ApiTags('claims')
@Controller('v1/sessions/:sessionId/deals/:n/claims/:claimId/responses')
export class AnswerClaimController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary:
      'A player of the other side accepts or disputes a claim; the claim stands once every opposing side has accepted.',
    body: AnswerClaimDto,
    example: { seat: 'E', accept: true },
  })
  async answer(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Param('claimId', ParseUUIDPipe) claimId: string,
    @Body() body: AnswerClaimDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const command = new AnswerClaim(ctx.principal.clubId, sessionId, ctx, n, { ...body, claimId });
    return sendCreated(res, await this.commands.execute(command));
  }
}
