import { Body, Controller, Param, ParseUUIDPipe, Query, Res, UnprocessableEntityException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { startFromPbn } from '../../cli/import-pbn';
import { sendCreated } from '../../ledger/send-created';
import { Write, WriteContext } from '../../ledger/write-context';
import { ProjectionReader } from '../../reads/projection-reader';
import { FactEndpoint } from '../fact-endpoint.decorator';
import { StartDeal } from '../start-deal/start-deal.command';
import type { StartDealDto } from '../start-deal/start-deal.dto';
import { handRecordsBody } from './hand-records-body';
import { HandRecordsDto } from './hand-records.dto';

/**
 * `POST /v1/sessions/{sessionId}/hand-records`: what `ledger import-pbn` does, for the app's button. The
 * session's next deal starts with the dealer and hands of the PBN board of its number (`startFromPbn`, the
 * CLI's own reading) through the ordinary StartDeal command, at the session version the board was chosen
 * for (a deal started meanwhile is a 409, nothing written).
 */
@ApiTags('deals')
@Controller('v1/sessions/:sessionId/hand-records')
export class HandRecordsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: ProjectionReader,
  ) {}

  @FactEndpoint({
    summary: "Start the session's next deal with the hands of a PBN hand record (as `ledger import-pbn`).",
    body: HandRecordsDto,
    example: { pbn: '[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJ.T98.765.432 …"]' },
    created: {
      description: "`{deals: [n], version}`: the deal started with the board's hands",
      schema: {
        type: 'object',
        properties: { deals: { type: 'array', items: { type: 'integer' } }, version: { type: 'integer' } },
        required: ['deals', 'version'],
      },
    },
  })
  @ApiConsumes('application/json', 'text/plain')
  @ApiQuery({ name: 'board', required: false, schema: { type: 'integer', minimum: 1 } })
  async load(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Body() raw: unknown,
    @Write() ctx: WriteContext,
    @Res({ passthrough: true }) res: FastifyReply,
    @Query('board') boardQuery?: string,
  ): Promise<{ deals: number[]; version: number }> {
    const { pbn, board } = handRecordsBody(raw, boardQuery);
    const session = await this.views.session(ctx.principal.clubId, sessionId);
    const view = session.body as { variant: string; deals: unknown[] };
    const next = view.deals.length + 1;
    let start;
    try {
      start = startFromPbn(pbn, next, board ?? next, view.variant);
    } catch (e) {
      throw new UnprocessableEntityException({ message: (e as Error).message, code: 'PBN_NOT_USABLE' });
    }
    const at = { ...ctx, ifMatch: ctx.ifMatch ?? session.version };
    const result = await this.commands.execute(
      new StartDeal(ctx.principal.clubId, sessionId, at, start as StartDealDto),
    );
    const { number, version } = sendCreated(res, result) as { number: number; version: number };
    return { deals: [number], version };
  }
}
