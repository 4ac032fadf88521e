import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnyRole } from '../../auth/access.decorator';
import { CurrentKey } from '../../auth/current-principal.decorator';
import type { KeyPrincipal } from '../../auth/principal';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { Verification } from './session-verifier';
import { VerificationDto } from './verification.dto';
import { VerifySession } from './verify-session.query';
import { ReadsFromReplica } from '../../replica/reads-from-replica.decorator';

/** `GET /v1/sessions/{sessionId}/verification`. */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/verification')
@ReadsFromReplica()
export class VerifySessionController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: "Audit: the session's hash chain, and whether replaying its events gives the stored views.",
  })
  @AnyRole()
  @ApiOkResponse({
    type: VerificationDto,
    description:
      "`{chainValid, eventsChecked, replayMatches, firstBadVersion?, log, limits}`: the server's own check of its tables, including the session's events against the club log's latest signed checkpoint, and in `limits` what it cannot prove alone",
  })
  @ApiProblems(400, 401, 404)
  verify(@Param('sessionId', ParseUUIDPipe) sessionId: string, @CurrentKey() key: KeyPrincipal): Promise<Verification> {
    return this.queries.execute(new VerifySession(key.clubId, sessionId));
  }
}
