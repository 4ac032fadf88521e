import { Query } from '@nestjs/cqrs';

/** One session in the club's list (api.md "Sessions list"). */
export interface SessionListItem {
  id: string;
  variant: string;
  seats: Record<string, string | null>;
  status: string;
  /** When the session was opened (its first event). */
  createdAt: string;
  /** Deals started in it. */
  deals: number;
}

/** Where a page ends: the last item's opening time and id (newest first). */
export interface SessionCursor {
  createdAt: string;
  id: string;
}

/** `GET /v1/clubs/{clubId}/sessions`: the club's sessions, newest first, a page at a time. */
export class ListSessions extends Query<{ items: SessionListItem[]; next?: string }> {
  constructor(
    readonly clubId: string,
    readonly variant: string | null,
    readonly from: string | null,
    readonly to: string | null,
    readonly limit: number,
    readonly after: SessionCursor | null,
  ) {
    super();
  }
}
