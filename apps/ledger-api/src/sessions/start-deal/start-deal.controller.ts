import { Body, Controller, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../auth/access.decorator';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { StartDeal } from './start-deal.command';
import { StartDealDto } from './start-deal.dto';

/** `POST /v1/sessions/{sessionId}/deals`. */
@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/deals')
export class StartDealController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('scorer', 'admin')
  @ApiOperation({ summary: "Start the next deal (the cut: it closes the previous deal's revoke-claim window and settles it)." })
  @ApiBody({ type: StartDealDto, examples: { whist: { value: { dealer: 'S', trumpCard: '7D' } } } })
  @ApiHeader({ name: 'If-Match', required: false })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiCreatedResponse({ description: 'the deal view with `number` and `version`' })
  @ApiProblems(400, 401, 403, 404, 409, 422)
  async start(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Body() body: StartDealDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendCreated(res, await this.commands.execute(new StartDeal(ctx.principal.clubId, sessionId, ctx, body)));
  }
}
