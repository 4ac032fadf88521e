import { Injectable } from '@nestjs/common';
import type { Queryable } from '@ledger/event-store';
import type { LawEvent, SessionState } from '@ledger/laws';
import { lastTouchedVersions, projectionRows, ProjectionRows } from './projection-rows';

/**
 * Every projection upsert in ONE statement (data-modifying CTEs), prepared once per connection:
 * a single round trip inside the append's transaction.
 */
const UPSERT_ALL = `WITH
s AS (INSERT INTO session_views (club_id, session_id, variant, status, version, body) VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (club_id, session_id) DO UPDATE SET variant = EXCLUDED.variant, status = EXCLUDED.status, version = EXCLUDED.version, body = EXCLUDED.body),
d AS (INSERT INTO deal_views (club_id, session_id, deal_number, version, body)
  SELECT $1, $2, n, v, b FROM unnest($7::int[], $8::int[], $9::jsonb[]) AS t(n, v, b)
  ON CONFLICT (club_id, session_id, deal_number) DO UPDATE SET version = EXCLUDED.version, body = EXCLUDED.body),
c AS (INSERT INTO scoresheet_views (club_id, session_id, version, body) VALUES ($1, $2, $5, $10)
  ON CONFLICT (club_id, session_id) DO UPDATE SET version = EXCLUDED.version, body = EXCLUDED.body),
l AS (INSERT INTO player_ledger (club_id, player_id, session_id, variant, unit, balance, version)
  SELECT $1, p, $2, $3, u, b, $5 FROM unnest($11::text[], $12::text[], $13::numeric[]) AS t(p, u, b)
  ON CONFLICT (club_id, player_id, session_id) DO UPDATE SET unit = EXCLUDED.unit, balance = EXCLUDED.balance, version = EXCLUDED.version)
SELECT 1`;

/** Writes the inline projections inside the append's transaction (architecture.md rule 2). */
@Injectable()
export class ProjectionWriter {
  /** Upserts the rows the new events change. */
  async write(tx: Queryable, clubId: string, sessionId: string, state: SessionState, events: readonly LawEvent[]): Promise<void> {
    const versions = lastTouchedVersions(events, state.version - events.length + 1);
    await writeRows(tx, clubId, sessionId, projectionRows(sessionId, state, [...versions.keys()], versions));
  }
}

/** Upserts a set of projection rows (also used by the rebuild). */
export async function writeRows(tx: Queryable, clubId: string, sessionId: string, rows: ProjectionRows): Promise<void> {
  const { session: s, deals: d, ledger: l } = rows;
  await tx.query({
    name: 'ledger_upsert_projections',
    text: UPSERT_ALL,
    values: [
      clubId, sessionId, s.variant, s.status, s.version, JSON.stringify(s.body),
      d.map((x) => x.number), d.map((x) => x.version), d.map((x) => JSON.stringify(x.body)),
      JSON.stringify(rows.scoresheet.body),
      l.map((x) => x.playerId), l.map((x) => x.unit), l.map((x) => x.balance),
    ],
  });
}
