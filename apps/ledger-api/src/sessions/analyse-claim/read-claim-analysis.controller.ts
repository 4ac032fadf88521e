import { Controller, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AnyRole } from '../../auth/access.decorator';
import { CurrentKey } from '../../auth/current-principal.decorator';
import type { KeyPrincipal } from '../../auth/principal';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { ANALYSIS } from './analyse-claim.controller';
import { ReadClaimAnalysis } from './read-claim-analysis.query';
import { sendClaimAnalysis } from './send-claim-analysis';

/** `GET /v1/sessions/{sessionId}/deals/{n}/claims/{claimId}/analysis` (any role, auditor included; never writes). */
@ApiTags('claims')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/deals/:n/claims/:claimId/analysis')
export class GetClaimAnalysisController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @AnyRole()
  @ApiOperation({
    summary:
      'The recorded analysis of a claim (a read: it never solves and never writes); 404 NO_ANALYSIS until a scorer or admin has asked for it with POST; 422 ANALYSIS_TOO_LARGE when the solver recorded a refusal.',
  })
  @ApiOkResponse(ANALYSIS)
  @ApiProblems(400, 401, 404, 422)
  async get(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Param('claimId', ParseUUIDPipe) claimId: string,
    @CurrentKey() key: KeyPrincipal,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const out = await this.queries.execute(new ReadClaimAnalysis(key.clubId, sessionId, n, claimId));
    return sendClaimAnalysis(res, { body: out, version: 0, replayed: false });
  }
}
