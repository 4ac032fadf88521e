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
import { ElectRevokePenalty } from './elect-revoke-penalty.command';
import { ElectRevokePenaltyDto } from './elect-revoke-penalty.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/revoke-penalties`. */
@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/deals/:n/revoke-penalties')
export class ElectRevokePenaltyController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('scorer', 'admin')
  @ApiOperation({ summary: 'The penalty elected for an established revoke (whist-1900:75); 422 when the law does not allow it.' })
  @ApiBody({ type: ElectRevokePenaltyDto, examples: { example: { value: { by: 'N', revokeClaim: 'rc-1', option: 'take-three-tricks' } } } })
  @ApiHeader({ name: 'If-Match', required: false, description: 'the stream version this write expects' })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiCreatedResponse({ type: WriteResponseDto })
  @ApiProblems(400, 401, 403, 404, 409, 422)
  async record(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: ElectRevokePenaltyDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendCreated(res, await this.commands.execute(new ElectRevokePenalty(ctx.principal.clubId, sessionId, ctx, n, body)));
  }
}
