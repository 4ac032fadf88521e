import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventStore } from '@ledger/event-store';
import type { StoredEvent } from '@ledger/event-store';
import { LogReader } from '../../club-log/reads/log-reader';
import { streamPages } from '../../ledger/paging/stream-pages';
import { READ_STORE } from '../../replica/replica.tokens';
import { ProjectionReader } from '../projection-reader';
import { eventBody } from './event-body';
import { ListEvents } from './list-events.query';

/** Reads the log from the event store, with hashes, after checking the session is the club's. */
@QueryHandler(ListEvents)
export class ListEventsHandler implements IQueryHandler<ListEvents> {
  constructor(
    @Inject(READ_STORE) private readonly store: EventStore,
    private readonly views: ProjectionReader,
    private readonly log: LogReader,
  ) {}

  async execute(q: ListEvents) {
    await this.views.assertSession(q.clubId, q.sessionId);
    if ('deal' in q.page) {
      // A page at a time, the loop free between pages (ADR 0019): a long session is never held whole.
      const deal = q.page.deal;
      const events: StoredEvent[] = [];
      for await (const page of streamPages(this.store, q.sessionId, { clubId: q.clubId, from: 1 }))
        for (const e of page) if ((e.data as { deal?: number }).deal === deal) events.push(e);
      return { events: await this.withLeaves(q, events) };
    }
    const from = q.page.after + 1;
    const events = await this.store.readStream(q.sessionId, { clubId: q.clubId, from, to: from + q.page.limit - 1 });
    return {
      events: await this.withLeaves(q, events),
      next: events.length === q.page.limit ? (events.at(-1)?.version ?? null) : null,
    };
  }

  /** The events' bodies, each with its leaf in the club's log once sequenced (one query). */
  private async withLeaves(q: ListEvents, events: StoredEvent[]) {
    if (events.length === 0) return [];
    const leaves = await this.log.sessionLeaves(q.clubId, q.sessionId, events[0].version, events.at(-1)!.version);
    return events.map((e) => eventBody(e, leaves.get(e.version)));
  }
}
