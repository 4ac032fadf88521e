import { Controller, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AnyRole } from '../../auth/access.decorator';
import { CurrentKey } from '../../auth/current-principal.decorator';
import type { KeyPrincipal } from '../../auth/principal';
import { ref } from '../../openapi/response-schemas';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { sendView } from '../send-view';
import { GetScoresheet } from './get-scoresheet.query';
import { ReadsFromReplica } from '../../replica/reads-from-replica.decorator';

/** `GET /v1/sessions/{sessionId}/scoresheet`. */
@ApiTags('scoresheet')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/scoresheet')
@ReadsFromReplica()
export class GetScoresheetController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: "The session's score-sheet (its shape depends on the variant)." })
  @AnyRole()
  @ApiOkResponse({
    schema: ref('Scoresheet'),
    description:
      "per variant (api.md): whist `{score, games, rubbers, points, deals}`, bridge adds `above`, solo `{deals, balances}`, hearts `{deals, balances, pool, jack}`; every variant adds `seated` (seat → {id, name}), per deal `before`/`after` running totals, and `checkpoint`: `{size, root16}` of the club log's signed checkpoint covering the session, or null until one does",
  })
  @ApiProblems(400, 401, 404)
  async get(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @CurrentKey() key: KeyPrincipal,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return sendView(res, await this.queries.execute(new GetScoresheet(key.clubId, sessionId)));
  }
}
