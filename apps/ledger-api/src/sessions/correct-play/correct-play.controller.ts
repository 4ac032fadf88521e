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
import { CorrectPlay } from './correct-play.command';
import { CorrectPlayDto } from './correct-play.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/corrections`. */
@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/deals/:n/corrections')
export class CorrectPlayController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('scorer', 'admin')
  @ApiOperation({ summary: 'A correction: revoke corrected before it is established, false lead withdrawn, card taken back, or a draw (hearts-foster:15).' })
  @ApiBody({ type: CorrectPlayDto, examples: { example: { value: { kind: 'revoke-corrected', seat: 'E', card: '5H' } } } })
  @ApiHeader({ name: 'If-Match', required: false, description: 'the stream version this write expects' })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiCreatedResponse({ type: WriteResponseDto })
  @ApiProblems(400, 401, 403, 404, 409, 422)
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: CorrectPlayDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendCreated(res, await this.commands.execute(new CorrectPlay(ctx.principal.clubId, sessionId, ctx, n, body)));
  }
}
