import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { ClaimRevoke } from './claim-revoke.command';
import { ClaimRevokeDto } from './claim-revoke.dto';
import { ref } from '../../openapi/response-schemas';

/** `POST /v1/sessions/{sessionId}/deals/{n}/revoke-claims`. */
@ApiTags('revokes')
@Controller('v1/sessions/:sessionId/deals/:n/revoke-claims')
export class ClaimRevokeController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary: 'A retroactive revoke claim, judged from the record; too-late claims are recorded too (201).',
    body: ClaimRevokeDto,
    example: { by: 'N', against: 'E', trick: 4 },
    created: {
      description: '`{id, verdict, trick?, card?, ledSuit?, evidence?, law, version, events}`',
      schema: ref('RevokeClaimCreated'),
    },
  })
  async claim(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: ClaimRevokeDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const command = new ClaimRevoke(ctx.principal.clubId, sessionId, ctx, n, { ...body, id: randomUUID() });
    return sendCreated(res, await this.commands.execute(command));
  }
}
