import { Query } from '@nestjs/cqrs';
import type { eventBody } from './event-body';

/** A page of a session's event log (`after` a version, at most `limit`), or one deal's events. */
export class ListEvents extends Query<{ events: ReturnType<typeof eventBody>[]; next?: number | null }> {
  constructor(
    readonly clubId: string,
    readonly sessionId: string,
    readonly page: { after: number; limit: number } | { deal: number },
  ) {
    super();
  }
}
