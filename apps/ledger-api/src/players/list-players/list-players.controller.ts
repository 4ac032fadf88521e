import { BadRequestException, Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AnyRole } from '../../auth/access.decorator';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { PlayerDto } from '../player.dto';
import { decodePlayerCursor, encodePlayerCursor } from './player-cursor';
import { ListPlayers } from './list-players.query';

/** Largest page of players (also the page without `limit`). */
export const MAX_PLAYERS_PAGE = 1000;

/**
 * `GET /v1/clubs/{clubId}/players` (any role): the players by name, a page at a time. The body stays
 * the array api.md gives; the next page's cursor comes in `Ledger-Next-Cursor` and a `Link: rel="next"`.
 */
@ApiTags('players')
@ApiBearerAuth()
@Controller('v1/clubs/:clubId/players')
export class ListPlayersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @AnyRole()
  @ApiOperation({ summary: "List the club's players by name, a page at a time" })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: MAX_PLAYERS_PAGE } })
  @ApiQuery({ name: 'cursor', required: false, description: 'the Ledger-Next-Cursor of the previous page' })
  @ApiOkResponse({
    type: [PlayerDto],
    headers: { 'Ledger-Next-Cursor': { description: 'present when more follow', schema: { type: 'string' } } },
  })
  @ApiProblems(400, 401, 404)
  async list(
    @Param('clubId', ParseUUIDPipe) clubId: string,
    @Query('limit') limitText: string | undefined,
    @Query('cursor') cursorText: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<PlayerDto[]> {
    const limit = limitText === undefined ? MAX_PLAYERS_PAGE : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PLAYERS_PAGE)
      throw new BadRequestException({ message: `limit must be 1-${MAX_PLAYERS_PAGE}.`, code: 'BAD_LIMIT' });
    const after = cursorText === undefined ? undefined : decodePlayerCursor(String(cursorText));
    if (cursorText !== undefined && !after)
      throw new BadRequestException({ message: 'cursor is not one this server gave.', code: 'BAD_CURSOR' });
    const page = await this.queries.execute(new ListPlayers(clubId, limit, after));
    if (page.next) {
      const cursor = encodePlayerCursor(page.next);
      res.header('Ledger-Next-Cursor', cursor);
      res.header('Link', `</v1/clubs/${clubId}/players?limit=${limit}&cursor=${cursor}>; rel="next"`);
    }
    return page.items;
  }
}
