import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { standingsUnit } from '@ledger/laws';
import { DataSource } from 'typeorm';
import { balanceTotals, ledgerRows } from '../player-ledger/ledger-rows';
import { GetStandings, StandingsRow, StandingsView } from './standings.query';

/** At most this many sessions are counted, the newest first (ADR 0022). */
export const STANDINGS_MAX_SESSIONS = 2000;

// A session is created when its first event is recorded (the same reading as `ledger sessions` and the quotas).
const SESSIONS = `
SELECT v.session_id, coalesce(jsonb_array_length(s.body -> 'deals'), 0)::int AS deals
  FROM session_views v
  JOIN events e ON e.club_id = v.club_id AND e.stream_id = v.session_id AND e.version = 1
  JOIN scoresheet_views s ON s.club_id = v.club_id AND s.session_id = v.session_id
 WHERE v.club_id = $1 AND v.variant = $2
   AND ($3::date IS NULL OR e.recorded_at >= $3::date::timestamp AT TIME ZONE 'UTC')
   AND ($4::date IS NULL OR e.recorded_at < ($4::date + 1)::timestamp AT TIME ZONE 'UTC')
 ORDER BY e.recorded_at DESC, v.session_id
 LIMIT $5`;

/**
 * Sums the player_ledger projection (the same rows and sum as the player ledger) over the variant's
 * sessions in the range: a player's total is his side's rubber points or his seat's balance, session by
 * session, as the laws settled them; deals are the settled deals on those sessions' score-sheets.
 */
@QueryHandler(GetStandings)
export class GetStandingsHandler implements IQueryHandler<GetStandings> {
  constructor(private readonly db: DataSource) {}

  async execute(q: GetStandings): Promise<StandingsView> {
    const { variant, from, to } = q.filter;
    const found = await this.db.query<{ session_id: string; deals: number }[]>(SESSIONS, [
      q.clubId,
      variant,
      from,
      to,
      STANDINGS_MAX_SESSIONS + 1,
    ]);
    const counted = found.slice(0, STANDINGS_MAX_SESSIONS);
    const dealsOf = new Map(counted.map((s) => [s.session_id, s.deals]));
    const rows = counted.length ? await ledgerRows(this.db, q.clubId, { sessionIds: [...dealsOf.keys()] }) : [];
    const totals = balanceTotals(rows, (r) => r.playerId);
    const names = await this.names(q.clubId, [...totals.keys()]);
    const seated = new Map<string, { sessions: number; deals: number }>();
    for (const r of rows) {
      const s = seated.get(r.playerId) ?? { sessions: 0, deals: 0 };
      seated.set(r.playerId, { sessions: s.sessions + 1, deals: s.deals + (dealsOf.get(r.sessionId) ?? 0) });
    }
    const out: StandingsRow[] = [...totals].map(([playerId, total]) => ({
      playerId,
      name: names.get(playerId) ?? '',
      ...seated.get(playerId)!,
      total,
    }));
    out.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name) || a.playerId.localeCompare(b.playerId));
    return {
      variant,
      from,
      to,
      unit: standingsUnit(variant),
      sessions: counted.length,
      rows: out,
      truncated: found.length > STANDINGS_MAX_SESSIONS,
      ledgerUnits: [...new Set(rows.map((r) => r.unit))].sort(),
    };
  }

  private async names(clubId: string, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query<{ id: string; name: string }[]>(
      'SELECT id::text AS id, name FROM players WHERE club_id = $1 AND id = ANY($2::uuid[])',
      [clubId, ids],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
