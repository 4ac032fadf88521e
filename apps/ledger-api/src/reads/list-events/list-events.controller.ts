import { BadRequestException, Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { EventStore } from '@ledger/event-store';
import { AnyRole } from '../../auth/access.decorator';
import { CurrentKey } from '../../auth/current-principal.decorator';
import type { KeyPrincipal } from '../../auth/principal';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { DealNumberPipe } from '../../sessions/validation/deal-number.pipe';
import { ProjectionReader } from '../projection-reader';
import { eventBody } from './event-body';

function whole(v: string | undefined, name: string, fallback: number, max: number): number {
  if (v === undefined) return fallback;
  if (!/^\d{1,9}$/.test(v) || Number(v) > max) throw new BadRequestException({ message: `${name} must be a whole number up to ${max}.`, code: 'BAD_QUERY' });
  return Number(v);
}

/** The event log of a session, with hashes (audit). */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId')
export class ListEventsController {
  constructor(
    private readonly store: EventStore,
    private readonly views: ProjectionReader,
  ) {}

  @Get('events')
  @AnyRole()
  @ApiQuery({ name: 'after', required: false, description: 'events after this version (default 0)' })
  @ApiQuery({ name: 'limit', required: false, description: 'at most this many (default 100, max 1000)' })
  @ApiOkResponse({ description: '`{events: [{version, type, data, recordedAt, recordedBy, hash, prevHash}], next}`' })
  @ApiProblems(400, 401, 404)
  async list(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Query('after') after: string | undefined,
    @Query('limit') limit: string | undefined,
    @CurrentKey() key: KeyPrincipal,
  ) {
    const from = whole(after, 'after', 0, 1e9) + 1;
    const count = Math.max(1, whole(limit, 'limit', 100, 1000));
    await this.views.session(key.clubId, sessionId);
    const events = await this.store.readStream(sessionId, { clubId: key.clubId, from, to: from + count - 1 });
    const last = events.at(-1)?.version;
    return { events: events.map(eventBody), next: events.length === count ? last : null };
  }

  @Get('deals/:n/events')
  @AnyRole()
  @ApiOkResponse({ description: 'the events of one deal, in stream order' })
  @ApiProblems(400, 401, 404)
  async ofDeal(@Param('sessionId', ParseUUIDPipe) sessionId: string, @Param('n', DealNumberPipe) n: number, @CurrentKey() key: KeyPrincipal) {
    await this.views.session(key.clubId, sessionId);
    const events = await this.store.readStream(sessionId, { clubId: key.clubId });
    return { events: events.filter((e) => (e.data as { deal?: number }).deal === n).map(eventBody) };
  }
}
