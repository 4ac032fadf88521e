import { Injectable } from '@nestjs/common';
import type { Queryable } from '@ledger/event-store';
import type { LawEvent, SessionState } from '@ledger/laws';
import { lastTouchedVersions, projectionRows, ProjectionRows } from './projection-rows';

const UPSERT_SESSION = `INSERT INTO session_views (club_id, session_id, variant, status, version, body) VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (club_id, session_id) DO UPDATE SET variant = EXCLUDED.variant, status = EXCLUDED.status, version = EXCLUDED.version, body = EXCLUDED.body`;
const UPSERT_DEALS = `INSERT INTO deal_views (club_id, session_id, deal_number, version, body)
  SELECT $1, $2, n, v, b FROM unnest($3::int[], $4::int[], $5::jsonb[]) AS t(n, v, b)
  ON CONFLICT (club_id, session_id, deal_number) DO UPDATE SET version = EXCLUDED.version, body = EXCLUDED.body`;
const UPSERT_SHEET = `INSERT INTO scoresheet_views (club_id, session_id, version, body) VALUES ($1, $2, $3, $4)
  ON CONFLICT (club_id, session_id) DO UPDATE SET version = EXCLUDED.version, body = EXCLUDED.body`;
const UPSERT_LEDGER = `INSERT INTO player_ledger (club_id, player_id, session_id, variant, unit, balance, version)
  SELECT $1, p, $2, $3, u, b, $4 FROM unnest($5::text[], $6::text[], $7::numeric[]) AS t(p, u, b)
  ON CONFLICT (club_id, player_id, session_id) DO UPDATE SET unit = EXCLUDED.unit, balance = EXCLUDED.balance, version = EXCLUDED.version`;

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
  const s = rows.session;
  await tx.query(UPSERT_SESSION, [clubId, sessionId, s.variant, s.status, s.version, JSON.stringify(s.body)]);
  if (rows.deals.length > 0) {
    const d = rows.deals;
    await tx.query(UPSERT_DEALS, [clubId, sessionId, d.map((x) => x.number), d.map((x) => x.version), d.map((x) => JSON.stringify(x.body))]);
  }
  await tx.query(UPSERT_SHEET, [clubId, sessionId, s.version, JSON.stringify(rows.scoresheet.body)]);
  if (rows.ledger.length > 0) {
    const l = rows.ledger;
    await tx.query(UPSERT_LEDGER, [clubId, sessionId, s.variant, s.version, l.map((r) => r.playerId), l.map((r) => r.unit), l.map((r) => r.balance)]);
  }
}
