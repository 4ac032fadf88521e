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
import { MakeCall } from './make-call.command';
import { MakeCallDto } from './make-call.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/calls`. */
@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/deals/:n/calls')
export class MakeCallController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('scorer', 'admin')
  @ApiOperation({ summary: 'A call in the auction (solo-whist) or the declaration, double or redouble (bridge-1904).' })
  @ApiBody({ type: MakeCallDto, examples: { example: { value: { seat: 'E', call: 'solo' } } } })
  @ApiHeader({ name: 'If-Match', required: false, description: 'the stream version this write expects' })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiCreatedResponse({ type: WriteResponseDto })
  @ApiProblems(400, 401, 403, 404, 409, 422)
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: MakeCallDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendCreated(res, await this.commands.execute(new MakeCall(ctx.principal.clubId, sessionId, ctx, n, body)));
  }
}
