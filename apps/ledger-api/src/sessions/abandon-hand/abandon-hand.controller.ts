import { Body, Controller, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../auth/access.decorator';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { WriteResponseDto } from '../responses/write-response.dto';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { AbandonHand } from './abandon-hand.command';
import { AbandonHandDto } from './abandon-hand.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/abandonment`. */
@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/deals/:n/abandonment')
export class AbandonHandController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('scorer', 'admin')
  @ApiOperation({ summary: 'All hands thrown face up: the result as claimed and admitted, and the cards shown (evidence for revokes).' })
  @ApiBody({ type: AbandonHandDto, examples: { example: { value: { tricks: { NS: 5, EW: 8 } } } } })
  @ApiHeader({ name: 'If-Match', required: false, description: 'the stream version this write expects' })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiCreatedResponse({ type: WriteResponseDto })
  @ApiProblems(400, 401, 403, 404, 409, 422)
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: AbandonHandDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendCreated(res, await this.commands.execute(new AbandonHand(ctx.principal.clubId, sessionId, ctx, n, body)));
  }
}
