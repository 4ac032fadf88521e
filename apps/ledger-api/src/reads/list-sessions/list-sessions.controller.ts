import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { VARIANTS } from '@ledger/laws';
import { AnyRole } from '../../auth/access.decorator';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { MAX_SESSIONS_PAGE, sessionListParams } from './session-list-params';
import { ListSessions, SessionListItem } from './list-sessions.query';

/** `GET /v1/clubs/{clubId}/sessions` (any role): api.md "Sessions list". */
@ApiTags('sessions')
@ApiBearerAuth()
@Controller('v1/clubs/:clubId/sessions')
export class ListSessionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @AnyRole()
  @ApiOperation({ summary: "List the club's sessions, newest first, a page at a time." })
  @ApiQuery({ name: 'variant', required: false, schema: { type: 'string', enum: [...VARIANTS] } })
  @ApiQuery({
    name: 'from',
    required: false,
    schema: { type: 'string', format: 'date' },
    description: 'opened on or after this UTC day',
  })
  @ApiQuery({
    name: 'to',
    required: false,
    schema: { type: 'string', format: 'date' },
    description: 'opened on or before this UTC day',
  })
  @ApiQuery({
    name: 'cursor',
    required: false,
    schema: { type: 'string' },
    description: 'the `next` of the previous page',
  })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: MAX_SESSIONS_PAGE } })
  @ApiOkResponse({
    description: '`{items: [{id, variant, seats, status, createdAt, deals}], next?}`',
    schema: {
      type: 'object',
      required: ['items'],
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'variant', 'seats', 'status', 'createdAt', 'deals'],
            properties: {
              id: { type: 'string' },
              variant: { type: 'string' },
              seats: { type: 'object', additionalProperties: { type: 'string', nullable: true } },
              status: { type: 'string' },
              createdAt: { type: 'string', format: 'date-time' },
              deals: { type: 'integer' },
            },
          },
        },
        next: { type: 'string' },
      },
    },
  })
  @ApiProblems(400, 401, 404)
  list(
    @Param('clubId', ParseUUIDPipe) clubId: string,
    @Query('variant') variant?: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('cursor') cursor?: string,
    @Query('limit') limit?: string,
  ): Promise<{ items: SessionListItem[]; next?: string }> {
    const p = sessionListParams({ variant, from, to, cursor, limit });
    return this.queries.execute(new ListSessions(clubId, p.variant, p.from, p.to, p.limit, p.after));
  }
}
