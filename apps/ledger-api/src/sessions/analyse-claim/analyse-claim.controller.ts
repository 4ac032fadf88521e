import { Controller, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AnyRole } from '../../auth/access.decorator';
import { Write, WriteContext } from '../../ledger/write-context';
import { ref } from '../../openapi/response-schemas';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { AnalyseClaim } from './analyse-claim.command';

/** `GET /v1/sessions/{sessionId}/deals/{n}/claims/{claimId}/analysis` (any role). */
@ApiTags('claims')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/deals/:n/claims/:claimId/analysis')
export class AnalyseClaimController {
  constructor(private readonly commands: CommandBus) {}

  @Get()
  @AnyRole()
  @ApiOperation({
    summary:
      'Exact endgame analysis of a claim: could any defence have beaten it? Computed once (recorded as a ClaimAnalysed event with the solver version); 422 HANDS_NOT_KNOWN says what is missing; 422 ANALYSIS_TOO_LARGE when the exact search would pass the ledger limit (CLAIM_ANALYSIS_MAX_NODES), nothing recorded.',
  })
  @ApiOkResponse({
    schema: ref('ClaimAnalysis'),
    description: '`{claimId, sound, guaranteedTricks, measure, refutation?: [{seat, card}], solverVersion, version}`',
  })
  @ApiProblems(400, 401, 404, 422)
  async analyse(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Param('claimId', ParseUUIDPipe) claimId: string,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    const out = await this.commands.execute(new AnalyseClaim(ctx.principal.clubId, sessionId, ctx, n, { claimId }));
    res.setHeader('ETag', `"${out.version}"`);
    return out.body;
  }
}
