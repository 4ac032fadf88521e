import { Controller, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { RunningScoresheet } from '@ledger/laws';
import { AnyRole } from '../../auth/access.decorator';
import { CurrentKey } from '../../auth/current-principal.decorator';
import type { KeyPrincipal } from '../../auth/principal';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { sendCsv } from '../csv/csv';
import { ProjectionReader } from '../projection-reader';
import { scoresheetCsv } from './scoresheet-csv';
import { GetScoresheet } from './get-scoresheet.query';

/** `GET /v1/sessions/{sessionId}/scoresheet.csv`: the score-sheet (the same read as the JSON) as CSV. */
@ApiTags('scoresheet')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId')
export class ScoresheetCsvController {
  constructor(
    private readonly queries: QueryBus,
    private readonly views: ProjectionReader,
  ) {}

  @Get('scoresheet.csv')
  @ApiOperation({ summary: "The session's score-sheet as CSV (RFC 4180), one record per deal." })
  @AnyRole()
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      "`deal,dealer,evidence`, the variant's result columns, the running score or balances before and after (ADR 0022); CRLF lines; last `# checkpoint size <n> root <16 hex>` when the club log's checkpoint covers the session",
    schema: { type: 'string' },
  })
  @ApiProblems(400, 401, 404)
  async csv(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @CurrentKey() key: KeyPrincipal,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<string> {
    const { body } = await this.queries.execute(new GetScoresheet(key.clubId, sessionId));
    const { checkpoint, ...sheet } = body as RunningScoresheet & {
      checkpoint: { size: number; root16: string } | null;
    };
    const heads = await this.views.dealHeads(key.clubId, sessionId);
    return sendCsv(res, `scoresheet-${sessionId}.csv`, scoresheetCsv(sheet, { heads, checkpoint }));
  }
}
