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
import { ClaimRevoke } from './claim-revoke.command';
import { ClaimRevokeDto } from './claim-revoke.dto';

/** `POST /v1/sessions/{sessionId}/deals/{n}/revoke-claims`. */
@ApiTags('revokes')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/deals/:n/revoke-claims')
export class ClaimRevokeController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('scorer', 'admin')
  @ApiOperation({ summary: 'A retroactive revoke claim, judged from the record; too-late claims are recorded too (201).' })
  @ApiBody({ type: ClaimRevokeDto, examples: { claim: { value: { by: 'N', against: 'E', trick: 4 } } } })
  @ApiHeader({ name: 'If-Match', required: false })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiCreatedResponse({ description: '`{id, verdict, trick?, card?, ledSuit?, evidence?, law, version, events}`' })
  @ApiProblems(400, 401, 403, 404, 409, 422)
  async claim(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: ClaimRevokeDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    const command = new ClaimRevoke(ctx.principal.clubId, sessionId, ctx, n, { ...body, id: randomUUID() });
    return sendCreated(res, await this.commands.execute(command));
  }
}
