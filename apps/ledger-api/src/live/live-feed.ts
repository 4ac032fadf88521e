import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { EventBus, ofType } from '@nestjs/cqrs';
import { filter, merge, Observable, Subject, Subscription } from 'rxjs';
import { NotificationsResumed } from './notifications-resumed.event';
import { SessionEventsCommitted } from './session-events-committed.event';

/**
 * This process's after-commit notifications per session, and the open streams to end on shutdown.
 * A notification only says "read the store again": the events themselves always come from the store.
 */
@Injectable()
export class LiveFeed implements OnModuleDestroy {
  private readonly closing = new Subject<void>();
  private readonly subscription: Subscription;
  private readonly commits = new Subject<SessionEventsCommitted | NotificationsResumed>();

  constructor(bus: EventBus) {
    this.subscription = bus
      .pipe(ofType(SessionEventsCommitted, NotificationsResumed))
      .subscribe((e) => this.commits.next(e));
  }

  /**
   * Commits to one session of one club, from this process or (through LISTEN/NOTIFY, see
   * StoreNotifications) any other; and every resumption of the notifications, after which a stream catches up.
   */
  commitsTo(clubId: string, sessionId: string): Observable<unknown> {
    return merge(
      this.commits.pipe(filter((e) => e instanceof NotificationsResumed)),
      this.commits.pipe(
        filter((e) => e instanceof SessionEventsCommitted && e.clubId === clubId && e.sessionId === sessionId),
      ),
    );
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
