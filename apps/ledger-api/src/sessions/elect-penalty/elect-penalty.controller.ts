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
import { ElectPenalty } from './elect-penalty.command';
import { ElectPenaltyDto } from './elect-penalty.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/penalties`. */
@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/deals/:n/penalties')
export class ElectPenaltyController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('scorer', 'admin')
  @ApiOperation({ summary: 'The wronged side elects a remedy; 422 PENALTY_NOT_AVAILABLE (with the law) when the code does not give it.' })
  @ApiBody({ type: ElectPenaltyDto, examples: { example: { value: { by: 'N', against: 'E', kind: 'call-suit', suit: 'S' } } } })
  @ApiHeader({ name: 'If-Match', required: false, description: 'the stream version this write expects' })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiCreatedResponse({ type: WriteResponseDto })
  @ApiProblems(400, 401, 403, 404, 409, 422)
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: ElectPenaltyDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendCreated(res, await this.commands.execute(new ElectPenalty(ctx.principal.clubId, sessionId, ctx, n, body)));
  }
}
