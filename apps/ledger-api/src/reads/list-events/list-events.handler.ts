import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventStore } from '@ledger/event-store';
import { ProjectionReader } from '../projection-reader';
import { eventBody } from './event-body';
import { ListEvents } from './list-events.query';

/** Reads the log from the event store, with hashes, after checking the session is the club's. */
@QueryHandler(ListEvents)
export class ListEventsHandler implements IQueryHandler<ListEvents> {
  constructor(
    private readonly store: EventStore,
    private readonly views: ProjectionReader,
  ) {}

  async execute(q: ListEvents) {
    await this.views.session(q.clubId, q.sessionId);
    if ('deal' in q.page) {
      const all = await this.store.readStream(q.sessionId, { clubId: q.clubId });
      const deal = q.page.deal;
      return { events: all.filter((e) => (e.data as { deal?: number }).deal === deal).map(eventBody) };
    }
    const from = q.page.after + 1;
    const events = await this.store.readStream(q.sessionId, { clubId: q.clubId, from, to: from + q.page.limit - 1 });
    return {
      events: events.map(eventBody),
      next: events.length === q.page.limit ? (events.at(-1)?.version ?? null) : null,
    };
  }
}
