import { Body, Controller, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { MakeClaim } from './make-claim.command';
import { MakeClaimDto } from './make-claim.dto';
import { ref } from '../../openapi/response-schemas';

/** `POST /v1/sessions/{sessionId}/deals/{n}/claims`. */
@ApiTags('claims')
@Controller('v1/sessions/:sessionId/deals/:n/claims')
export class MakeClaimController {
  constructor(private readonly commands: CommandBus) {}

  @FactEndpoint({
    summary: 'A player claims tricks (a number or "rest"); the other side answers.',
    body: MakeClaimDto,
    example: { seat: 'S', tricks: 'rest' },
    created: { description: '`{id, seat, tricks, version, events, irregularities}`', schema: ref('ClaimCreated') },
  })
  async claim(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Body() body: MakeClaimDto,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const command = new MakeClaim(ctx.principal.clubId, sessionId, ctx, n, { ...body, id: randomUUID() });
    return sendCreated(res, await this.commands.execute(command));
  }
}
