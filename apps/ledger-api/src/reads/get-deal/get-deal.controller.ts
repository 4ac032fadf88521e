import { BadRequestException, Controller, Get, NotFoundException, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AnyRole } from '../../auth/access.decorator';
import { CurrentKey } from '../../auth/current-principal.decorator';
import type { KeyPrincipal } from '../../auth/principal';
import { SessionLoader } from '../../ledger/session-loader';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { dealBody } from '../../sessions/responses/deal-body';
import { DealNumberPipe } from '../../sessions/validation/deal-number.pipe';
import { ProjectionReader } from '../projection-reader';
import { sendView } from '../send-view';

function parseAsOf(v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  if (!/^[1-9]\d{0,8}$/.test(v)) throw new BadRequestException({ message: 'asOf must be a stream version (a whole number from 1).', code: 'BAD_AS_OF' });
  return Number(v);
}

function noDeal(): NotFoundException {
  return new NotFoundException({ message: 'No such deal in this session.', code: 'NOT_FOUND' });
}

/** `GET /v1/sessions/{sessionId}/deals/{n}` with `?asOf=<version>` time travel. */
@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/deals/:n')
export class GetDealController {
  constructor(
    private readonly views: ProjectionReader,
    private readonly loader: SessionLoader,
  ) {}

  @Get()
  @AnyRole()
  @ApiQuery({ name: 'asOf', required: false, description: 'answer as the deal stood at this stream version' })
  @ApiOkResponse({ description: 'the deal view of api.md' })
  @ApiProblems(400, 401, 404)
  async get(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @Query('asOf') asOf: string | undefined,
    @CurrentKey() key: KeyPrincipal,
    @Res({ passthrough: true }) res: Response,
  ) {
    const at = parseAsOf(asOf);
    if (at === undefined) {
      const row = await this.views.deal(key.clubId, sessionId, n);
      if (!row) throw noDeal();
      return sendView(res, row);
    }
    const state = await this.loader.loadAsOf(key.clubId, sessionId, at);
    if (n > state.deals.length) throw noDeal();
    res.setHeader('ETag', `"${state.version}"`);
    return dealBody(state, n, state.version);
  }
}
