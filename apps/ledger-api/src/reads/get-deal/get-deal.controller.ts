import { BadRequestException, Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AnyRole } from '../../auth/access.decorator';
import { CurrentKey } from '../../auth/current-principal.decorator';
import type { KeyPrincipal } from '../../auth/principal';
import { ref } from '../../openapi/response-schemas';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { DealNumberPipe } from '../../sessions/validation/deal-number.pipe';
import { sendView } from '../send-view';
import { GetDeal } from './get-deal.query';
import { ReadsFromReplica } from '../../replica/reads-from-replica.decorator';

function parseAsOf(v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  if (!/^[1-9]\d{0,8}$/.test(v))
    throw new BadRequestException({
      message: 'asOf must be a stream version (a whole number from 1).',
      code: 'BAD_AS_OF',
    });
  return Number(v);
}

/** `GET /v1/sessions/{sessionId}/deals/{n}` with `?asOf=<version>` time travel. */
@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/deals/:n')
@ReadsFromReplica()
export class GetDealController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'A deal as it stands, or as it stood at a stream version (`asOf`).' })
  @AnyRole()
  @ApiQuery({
    name: 'asOf',
    required: false,
    type: 'integer',
    schema: { type: 'integer', minimum: 1 },
    description: 'answer as the deal stood at this stream version',
  })
  @ApiOkResponse({ description: 'the deal view of api.md', schema: ref('DealView') })
  @ApiProblems(400, 401, 404)
  async get(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Query('asOf') asOf: string | undefined,
    @CurrentKey() key: KeyPrincipal,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendView(res, await this.queries.execute(new GetDeal(key.clubId, sessionId, n, parseAsOf(asOf))));
  }
}
