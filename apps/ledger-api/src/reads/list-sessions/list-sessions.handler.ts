import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { encodeSessionCursor } from './session-list-params';
import { ListSessions, SessionListItem } from './list-sessions.query';

// A session is created when its first event is recorded (the same reading as `ledger sessions` and the standings).
const SQL = `
SELECT v.session_id AS id, v.variant, v.status, v.body -> 'seats' AS seats,
       coalesce(json_array_length(v.body -> 'deals'), 0)::int AS deals, e.recorded_at AS created
  FROM session_views v
  JOIN events e ON e.club_id = v.club_id AND e.stream_id = v.session_id AND e.version = 1
 WHERE v.club_id = $1
   AND ($2::text IS NULL OR v.variant = $2)
   AND ($3::date IS NULL OR e.recorded_at >= $3::date::timestamp AT TIME ZONE 'UTC')
   AND ($4::date IS NULL OR e.recorded_at < ($4::date + 1)::timestamp AT TIME ZONE 'UTC')
   AND ($5::timestamptz IS NULL OR (e.recorded_at, v.session_id) < ($5::timestamptz, $6::text))
 ORDER BY e.recorded_at DESC, v.session_id DESC
 LIMIT $7`;

/** Reads the session projection, newest first, one page (and the cursor of the next when there is one). */
@QueryHandler(ListSessions)
export class ListSessionsHandler implements IQueryHandler<ListSessions> {
  constructor(private readonly db: DataSource) {}

  async execute(q: ListSessions): Promise<{ items: SessionListItem[]; next?: string }> {
    const rows = await this.db.query<
      {
        id: string;
        variant: string;
        status: string;
        seats: Record<string, string | null>;
        deals: number;
        created: Date;
      }[]
    >(SQL, [q.clubId, q.variant, q.from, q.to, q.after?.createdAt ?? null, q.after?.id ?? null, q.limit + 1]);
    const items = rows.slice(0, q.limit).map((r) => ({
      id: r.id,
      variant: r.variant,
      seats: r.seats ?? {},
      status: r.status,
      createdAt: r.created.toISOString(),
      deals: r.deals,
    }));
    const last = items[items.length - 1];
    return rows.length > q.limit && last
      ? { items, next: encodeSessionCursor({ createdAt: last.createdAt, id: last.id }) }
      : { items };
  }
}
