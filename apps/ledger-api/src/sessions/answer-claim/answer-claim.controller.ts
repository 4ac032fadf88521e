import { Body, Controller, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../auth/access.decorator';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { WriteResponseDto } from '../responses/write-response.dto';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { AnswerClaim } from './answer-claim.command';
import { AnswerClaimDto } from './answer-claim.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/claims/{claimId}/responses`. */
@ApiTags('claims')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/deals/:n/claims/:claimId/responses')
export class AnswerClaimController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('scorer', 'admin')
  @ApiBody({ type: AnswerClaimDto, examples: { accept: { value: { seat: 'E', accept: true } } } })
  @ApiHeader({ name: 'If-Match', required: false })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiCreatedResponse({ type: WriteResponseDto })
  @ApiProblems(400, 401, 403, 404, 409, 422)
  async answer(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Param('claimId', ParseUUIDPipe) claimId: string,
    @Body() body: AnswerClaimDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    const command = new AnswerClaim(ctx.principal.clubId, sessionId, ctx, n, { ...body, claimId });
    return sendCreated(res, await this.commands.execute(command));
  }
}
