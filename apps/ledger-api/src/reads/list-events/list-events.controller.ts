import { BadRequestException, Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AnyRole } from '../../auth/access.decorator';
import { CurrentKey } from '../../auth/current-principal.decorator';
import type { KeyPrincipal } from '../../auth/principal';
import { ref } from '../../openapi/response-schemas';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { DealNumberPipe } from '../../sessions/validation/deal-number.pipe';
import { ListEvents } from './list-events.query';
import { ReadsFromReplica } from '../../replica/reads-from-replica.decorator';

function whole(v: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (v === undefined) return fallback;
  if (!/^\d{1,9}$/.test(v) || Number(v) > max || Number(v) < min) {
    throw new BadRequestException({
      message: `${name} must be a whole number from ${min} to ${max}.`,
      code: 'BAD_QUERY',
    });
  }
  return Number(v);
}

/** The event log of a session, with hashes (audit). */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId')
@ReadsFromReplica()
export class ListEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('events')
  @ApiOperation({ summary: "The session's stored events in stream order, a page at a time." })
  @AnyRole()
  @ApiQuery({
    name: 'after',
    required: false,
    schema: { type: 'integer', minimum: 0 },
    description: 'events after this version (default 0)',
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: 1000 },
    description: 'at most this many (default 100, max 1000)',
  })
  @ApiOkResponse({
    schema: ref('EventPage'),
    description:
      "`{events: [{version, type, data, recordedAt, recordedBy, requestId, hash, prevHash, leaf}], next}`; `leaf` is the event's index in the club's log once sequenced (else null)",
  })
  @ApiProblems(400, 401, 404)
  list(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Query('after') after: string | undefined,
    @Query('limit') limit: string | undefined,
    @CurrentKey() key: KeyPrincipal,
  ) {
    const page = { after: whole(after, 'after', 0, 0, 1e9), limit: whole(limit, 'limit', 100, 1, 1000) };
    return this.queries.execute(new ListEvents(key.clubId, sessionId, page));
  }

  @Get('deals/:n/events')
  @ApiOperation({ summary: 'The stored events of one deal, in stream order.' })
  @AnyRole()
  @ApiOkResponse({
    description: 'the events of one deal, in stream order, each with its `leaf` once sequenced',
    schema: ref('DealEvents'),
  })
  @ApiProblems(400, 401, 404)
  ofDeal(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Param('n', DealNumberPipe) n: number,
    @CurrentKey() key: KeyPrincipal,
  ) {
    return this.queries.execute(new ListEvents(key.clubId, sessionId, { deal: n }));
  }
}
