import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AnyRole } from '../../auth/access.decorator';
import { CurrentKey } from '../../auth/current-principal.decorator';
import type { KeyPrincipal } from '../../auth/principal';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { ProjectionReader } from '../projection-reader';
import { SessionVerifier, Verification } from './session-verifier';

/** `GET /v1/sessions/{sessionId}/verification`. */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/verification')
export class VerifySessionController {
  constructor(
    private readonly verifier: SessionVerifier,
    private readonly views: ProjectionReader,
  ) {}

  @Get()
  @AnyRole()
  @ApiOkResponse({ description: '`{chainValid, eventsChecked, replayMatches, firstBadVersion?}`' })
  @ApiProblems(400, 401, 404)
  async verify(@Param('sessionId', ParseUUIDPipe) sessionId: string, @CurrentKey() key: KeyPrincipal): Promise<Verification> {
    await this.views.session(key.clubId, sessionId);
    return this.verifier.verify(key.clubId, sessionId);
  }
}
