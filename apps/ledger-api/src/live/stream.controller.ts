import { BadRequestException, Controller, Get, Headers, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { EventStore } from '@ledger/event-store';
import type { FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { from as fromPromise, interval, merge } from 'rxjs';
import { exhaustMap, filter } from 'rxjs/operators';
import { AnyRole } from '../auth/access.decorator';
import { KeyVerifier } from '../auth/key-verifier';
import { CurrentKey } from '../auth/current-principal.decorator';
import type { KeyPrincipal } from '../auth/principal';
import { sessionNotFound } from '../ledger/session-loader';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { LiveFeed } from './live-feed';
import { runStream } from './session-stream';
import { SsePageCache } from './sse-page-cache';
import { STREAM_RETRY_AFTER_S, StreamLimits } from './stream-limits';
import { replyProblem } from '../problem/reply-problem';

const VERSION = /^\d{1,9}$/;
/** How often an open stream asks whether its key still holds. */
const KEY_RECHECK_MS = 250;

function lastSeen(header: string | undefined, after: string | undefined): number {
  const v = header?.trim() || after;
  if (v === undefined) return 0;
  if (!VERSION.test(v))
    throw new BadRequestException({
      message: 'Last-Event-ID (or after) must be a stream version.',
      code: 'BAD_LAST_EVENT_ID',
    });
  return Number(v);
}

/**
 * `GET /v1/sessions/{sessionId}/stream`: the session's events as server-sent events as they commit
 * (`id:` is the stream version; resume with `Last-Event-ID`). Authenticated with the Authorization
 * header like every other route: browsers read it with `fetch` streaming, not `EventSource`.
 */
@ApiTags('live')
@ApiBearerAuth()
@Controller('v1/sessions/:sessionId/stream')
export class StreamController {
  constructor(
    private readonly store: EventStore,
    private readonly feed: LiveFeed,
    private readonly keys: KeyVerifier,
    private readonly limits: StreamLimits,
    private readonly pages: SsePageCache,
  ) {}

  @Get()
  @ApiOperation({ summary: "The session's events as server-sent events, then each new one as it commits." })
  @AnyRole()
  @ApiProduces('text/event-stream')
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'resume after this stream version' })
  @ApiQuery({
    name: 'after',
    required: false,
    schema: { type: 'integer', minimum: 0 },
    description: 'start after this version when there is no Last-Event-ID (default 0: every event)',
  })
  @ApiOkResponse({
    description:
      'text/event-stream: `id: <version>`, `data: {version, type, data, recordedAt, recordedBy, hash, prevHash}`',
    content: {
      'text/event-stream': {
        schema: { type: 'string', example: 'id: 3\ndata: {"version":3,"type":"CardPlayed"}\n\n' },
      },
    },
  })
  @ApiProblems(400, 401, 404, 429)
  async stream(
    @Param('sessionId', ParseUUIDPipe) sessionId: string,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Query('after') after: string | undefined,
    @CurrentKey() key: KeyPrincipal,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const from = lastSeen(lastEventId, after);
    // 429 past the caps (ADR 0019), before any database work: a client retrying refused streams costs no query,
    // and no exception either (the answer is sent here).
    const place = this.limits.acquire(key.clubId, key.keyId);
    if ('refused' in place) return replyProblem(res, res.request.url, place.refused, STREAM_RETRY_AFTER_S * 1000);
    const release = place.release;
    const first = await this.store.readStream(sessionId, { clubId: key.clubId, from: 1, to: 1 }).catch((e: unknown) => {
      release();
      throw e;
    });
    if (first.length === 0) {
      release();
      throw sessionNotFound();
    }
    // From here on the stream writes the raw response; Fastify sends nothing more (ADR 0028).
    res.hijack();
    res.raw.writeHead(200, {
      ...(res.getHeaders() as OutgoingHttpHeaders),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.raw.flushHeaders();
    runStream({
      store: this.store,
      clubId: key.clubId,
      sessionId,
      after: from,
      res: res.raw,
      onClose: release,
      pages: this.pages,
      wake: this.feed.commitsTo(key.clubId, sessionId),
      // Ends on shutdown, and within 1 s of the key's revocation or expiry (api.md "Keys").
      end: merge(
        this.feed.shutdown,
        interval(KEY_RECHECK_MS).pipe(
          exhaustMap(() => fromPromise(this.keys.stillValid(key))),
          filter((valid) => !valid),
        ),
      ),
    });
  }
}
