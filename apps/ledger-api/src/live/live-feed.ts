import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { EventBus, ofType } from '@nestjs/cqrs';
import { filter, Observable, Subject, Subscription } from 'rxjs';
import { SessionEventsCommitted } from './session-events-committed.event';

/**
 * This process's after-commit notifications per session, and the open streams to end on shutdown.
 * A notification only says "read the store again": the events themselves always come from the store.
 */
@Injectable()
export class LiveFeed implements OnModuleDestroy {
  private readonly closing = new Subject<void>();
  private readonly subscription: Subscription;
  private readonly commits = new Subject<SessionEventsCommitted>();

  constructor(bus: EventBus) {
    this.subscription = bus.pipe(ofType(SessionEventsCommitted)).subscribe((e) => this.commits.next(e));
  }

  /** Commits to one session of one club. */
  commitsTo(clubId: string, sessionId: string): Observable<SessionEventsCommitted> {
    return this.commits.pipe(filter((e) => e.clubId === clubId && e.sessionId === sessionId));
  }

  /** Emits once when the application shuts down (open streams end so that the server can close). */
  get shutdown(): Observable<void> {
    return this.closing;
  }

  onModuleDestroy(): void {
    this.closing.next();
    this.subscription.unsubscribe();
  }
}
