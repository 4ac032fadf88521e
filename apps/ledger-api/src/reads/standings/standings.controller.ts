import { applyDecorators, Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { VARIANTS } from '@ledger/laws';
import { AnyRole } from '../../auth/access.decorator';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { ref } from '../../openapi/response-schemas';
import { sendCsv } from '../csv/csv';
import { standingsFilter } from './standings-filter';
import { standingsCsv, standingsFilename } from './standings-csv';
import { GetStandings, StandingsView } from './standings.query';

/** The query parameters both standings routes take. */
const StandingsQuery = () =>
  applyDecorators(
    ApiQuery({ name: 'variant', required: true, schema: { type: 'string', enum: [...VARIANTS] } }),
    ApiQuery({
      name: 'from',
      required: false,
      schema: { type: 'string', format: 'date' },
      description: 'sessions opened on or after this UTC day (YYYY-MM-DD)',
    }),
    ApiQuery({
      name: 'to',
      required: false,
      schema: { type: 'string', format: 'date' },
      description: 'sessions opened on or before this UTC day (YYYY-MM-DD)',
    }),
  );

/** `GET /v1/clubs/{clubId}/standings` and `…/standings.csv`: players' totals across a variant's sessions. */
@ApiTags('players')
@ApiBearerAuth()
@Controller('v1/clubs/:clubId')
export class StandingsController {
  constructor(private readonly queries: QueryBus) {}

  private standings(clubId: string, variant?: string, from?: string, to?: string): Promise<StandingsView> {
    return this.queries.execute(new GetStandings(clubId, standingsFilter(variant, from, to)));
  }

  @Get('standings')
  @ApiOperation({ summary: "Players' totals across a variant's sessions opened in a date range." })
  @AnyRole()
  @StandingsQuery()
  @ApiOkResponse({
    schema: ref('Standings'),
    description:
      '`{variant, from, to, unit, sessions, rows: [{playerId, name, sessions, deals, total}], truncated, ledgerUnits}`, rows by total (highest first) then name',
  })
  @ApiProblems(400, 401, 404)
  get(
    @Param('clubId', ParseUUIDPipe) clubId: string,
    @Query('variant') variant?: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
  ): Promise<StandingsView> {
    return this.standings(clubId, variant, from, to);
  }

  @Get('standings.csv')
  @ApiOperation({ summary: 'The standings as CSV (RFC 4180), for a spreadsheet.' })
  @AnyRole()
  @StandingsQuery()
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'header `player,name,sessions,deals,total,unit`, then one record per player; CRLF lines',
    schema: { type: 'string' },
  })
  @ApiProblems(400, 401, 404)
  async csv(
    @Param('clubId', ParseUUIDPipe) clubId: string,
    @Res({ passthrough: true }) res: FastifyReply,
    @Query('variant') variant?: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
  ): Promise<string> {
    const view = await this.standings(clubId, variant, from, to);
    return sendCsv(res, standingsFilename(view), standingsCsv(view));
  }
}
