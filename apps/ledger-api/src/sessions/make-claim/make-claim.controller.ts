import { Body, Controller, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { Roles } from '../../auth/access.decorator';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { MakeClaim } from './make-claim.command';
import { MakeClaimDto } from './make-claim.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/claims`. */
@ApiTags('claims')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/deals/:n/claims')
export class MakeClaimController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('scorer', 'admin')
  @ApiOperation({ summary: 'A player claims tricks (a number or "rest"); the other side answers.' })
  @ApiBody({ type: MakeClaimDto, examples: { rest: { value: { seat: 'S', tricks: 'rest' } } } })
  @ApiHeader({ name: 'If-Match', required: false })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiCreatedResponse({ description: '`{id, seat, tricks, version, events, irregularities}`' })
  @ApiProblems(400, 401, 403, 404, 409, 422)
  async claim(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: MakeClaimDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    const command = new MakeClaim(ctx.principal.clubId, sessionId, ctx, n, { ...body, id: randomUUID() });
    return sendCreated(res, await this.commands.execute(command));
  }
}
