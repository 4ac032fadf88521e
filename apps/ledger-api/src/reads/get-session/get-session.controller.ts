import { Controller, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AnyRole } from '../../auth/access.decorator';
import { CurrentKey } from '../../auth/current-principal.decorator';
import type { KeyPrincipal } from '../../auth/principal';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { SessionBodyDto } from '../../sessions/responses/session-body.dto';
import { sendView } from '../send-view';
import { GetSession } from './get-session.query';
import { ReadsFromReplica } from '../../replica/reads-from-replica.decorator';

/** `GET /v1/sessions/{sessionId}`. */
@ApiTags('sessions')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId')
@ReadsFromReplica()
export class GetSessionController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'A session: variant, seats, rules, status, deals and stream version.' })
  @AnyRole()
  @ApiOkResponse({ type: SessionBodyDto })
  @ApiProblems(400, 401, 404)
  async get(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @CurrentKey() key: KeyPrincipal,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendView(res, await this.queries.execute(new GetSession(key.clubId, sessionId)));
  }
}
