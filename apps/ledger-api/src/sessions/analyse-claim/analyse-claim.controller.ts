import { Controller, HttpCode, Param, ParseUUIDPipe, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Roles } from '../../auth/access.decorator';
import { Write, WriteContext } from '../../ledger/write-context';
import { ref } from '../../openapi/response-schemas';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { DealNumberPipe } from '../validation/deal-number.pipe';
import { AnalyseClaim } from './analyse-claim.command';
import { sendClaimAnalysis, withRetryAfter } from './send-claim-analysis';

/** The documented 200/201 body of both analysis routes. */
export const ANALYSIS = {
  schema: ref('ClaimAnalysis'),
  description: '`{claimId, sound, guaranteedTricks, measure, refutation?: [{seat, card}], solverVersion, version}`',
};
const RETRY_LATER = {
  content: { 'application/problem+json': { schema: ref('Problem') } },
  headers: { 'Retry-After': { description: 'seconds to wait before asking again', schema: { type: 'integer' } } },
};

/** An AbortSignal that aborts when the client closes the request before its answer was sent. */
function clientLeft(req: FastifyRequest, res: FastifyReply): AbortSignal {
  const left = new AbortController();
  res.raw.on('close', () => {
    if (!res.raw.writableFinished) left.abort();
  });
  if (req.socket?.destroyed) left.abort(); // gone already (the request itself is destroyed once its body is read)
  return left.signal;
}

/** `POST /v1/sessions/{sessionId}/deals/{n}/claims/{claimId}/analysis` (scorer, admin; api.md "Claim analysis"). */
@ApiTags('claims')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/deals/:n/claims/:claimId/analysis')
export class AnalyseClaimController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Roles('scorer', 'admin')
  @ApiOperation({
    summary:
      'Exact endgame analysis of a claim: could any defence have beaten it? Solved once per solver version on the solver threads and recorded (ClaimAnalysed, 201); a repeat answers the recorded one (200). 422 ANALYSIS_TOO_LARGE past the ledger limit (CLAIM_ANALYSIS_MAX_NODES) is recorded too (ClaimAnalysisRefused) and never recomputed by that solver version; 422 HANDS_NOT_KNOWN says what is missing. 429 when the club already has CLAIM_ANALYSIS_QUEUE_PER_CLUB analyses waiting, 503 when no solver thread can run (both with Retry-After).',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'a repeat returns the first response and writes nothing',
  })
  @ApiCreatedResponse({ ...ANALYSIS, description: `recorded now: ${ANALYSIS.description}` })
  @ApiOkResponse({ ...ANALYSIS, description: `already recorded: ${ANALYSIS.description}` })
  @ApiProblems(400, 401, 403, 404, 409, 422)
  @ApiResponse({ status: 429, description: "The club's analysis queue is full; see Retry-After.", ...RETRY_LATER })
  @ApiResponse({ status: 503, description: 'No claim solver thread can run; see Retry-After.', ...RETRY_LATER })
  async analyse(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Param('claimId', ParseUUIDPipe) claimId: string,
    @Write() ctx: WriteContext,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const signal = clientLeft(req, res);
    const command = new AnalyseClaim(ctx.principal.clubId, sessionId, ctx, n, { claimId, signal });
    return withRetryAfter(res, async () => sendClaimAnalysis(res, await this.commands.execute(command)));
  }
}
