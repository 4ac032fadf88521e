import { Body, Controller, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../auth/access.decorator';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { WriteResponseDto } from '../responses/write-response.dto';
import { RecordRuling } from './record-ruling.command';
import { RecordRulingDto } from './record-ruling.dto';

/** `POST /v1/sessions/{sessionId}/rulings` (admin). */
@ApiTags('rulings')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/rulings')
export class RecordRulingController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('admin')
  @ApiBody({ type: RecordRulingDto, examples: { ruling: { value: { deal: 3, reason: 'Committee ruling', adjustment: { points: { NS: -2, EW: 2 } } } } } })
  @ApiHeader({ name: 'If-Match', required: false })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiCreatedResponse({ type: WriteResponseDto })
  @ApiProblems(400, 401, 403, 404, 409, 422)
  async rule(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Body() body: RecordRulingDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendCreated(res, await this.commands.execute(new RecordRuling(ctx.principal.clubId, sessionId, ctx, body.deal, body)));
  }
}
