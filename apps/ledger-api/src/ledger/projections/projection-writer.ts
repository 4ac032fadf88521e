import { Injectable } from '@nestjs/common';
import type { InlineProjection, Queryable } from '@ledger/event-store';
import type { LawEvent, SessionState } from '@ledger/laws';
import { lastTouchedVersions, projectionRows, ProjectionRows } from './projection-rows';

/**
 * Every projection upsert as data-modifying CTEs. `when` is appended to each row source: the append's
 * single statement passes `WHERE EXISTS (SELECT 1 FROM ins)` so that nothing is written unless the
 * events were; the rebuild's and the import's transaction pass nothing. Hence `INSERT … SELECT` (a
 * VALUES list cannot carry a condition) and explicit casts (a SELECT list does not take the target
 * columns' types). The same parameters, the same rows either way.
 */
const upsertCtes = (when: string) => `
s AS (INSERT INTO session_views (club_id, session_id, variant, status, version, body)
  SELECT $1::uuid, $2::text, $3::text, $4::text, $5::int, $6::jsonb ${when}
  ON CONFLICT (club_id, session_id) DO UPDATE SET variant = EXCLUDED.variant, status = EXCLUDED.status, version = EXCLUDED.version, body = EXCLUDED.body),
d AS (INSERT INTO deal_views (club_id, session_id, deal_number, version, body)
  SELECT $1::uuid, $2::text, n, v, b FROM unnest($7::int[], $8::int[], $9::jsonb[]) AS t(n, v, b) ${when}
  ON CONFLICT (club_id, session_id, deal_number) DO UPDATE SET version = EXCLUDED.version, body = EXCLUDED.body),
c AS (INSERT INTO scoresheet_views (club_id, session_id, version, body)
  SELECT $1::uuid, $2::text, $5::int, $10::jsonb ${when}
  ON CONFLICT (club_id, session_id) DO UPDATE SET version = EXCLUDED.version, body = EXCLUDED.body),
l AS (INSERT INTO player_ledger (club_id, player_id, session_id, variant, unit, balance, version)
  SELECT $1::uuid, p, $2::text, $3::text, u, b, $5::int FROM unnest($11::text[], $12::text[], $13::numeric[]) AS t(p, u, b) ${when}
  ON CONFLICT (club_id, player_id, session_id) DO UPDATE SET unit = EXCLUDED.unit, balance = EXCLUDED.balance, version = EXCLUDED.version)`;

/** The upserts on their own (rebuild, import): one statement, prepared once per connection. */
const UPSERT_ALL = `WITH ${upsertCtes('')}
SELECT 1`;
/** The upserts inside the event store's append statement, after its `ins` CTE. */
const INLINE_CTES = upsertCtes('WHERE EXISTS (SELECT 1 FROM ins)');

/** Writes the inline projections atomically with the events (architecture.md rule 2). */
@Injectable()
export class ProjectionWriter {
  /** The upserts of the rows the new events change, as CTEs for the append's own statement (one round trip in all). */
  inline(clubId: string, sessionId: string, state: SessionState, events: readonly LawEvent[]): InlineProjection {
    return {
      name: 'ledger_projections',
      ctes: INLINE_CTES,
      values: rowValues(clubId, sessionId, changedRows(sessionId, state, events)),
    };
  }

  /** Upserts the rows the new events change, inside a caller's transaction (a `project` hook). */
  async write(
    tx: Queryable,
    clubId: string,
    sessionId: string,
    state: SessionState,
    events: readonly LawEvent[],
  ): Promise<void> {
    await writeRows(tx, clubId, sessionId, changedRows(sessionId, state, events));
  }
}

/** The rows the new events change: the session's, the touched deals' (each at the version of its last change), the sheet, the ledger. */
function changedRows(sessionId: string, state: SessionState, events: readonly LawEvent[]): ProjectionRows {
  const versions = lastTouchedVersions(events, state.version - events.length + 1);
  return projectionRows(sessionId, state, [...versions.keys()], versions);
}

/** Upserts a set of projection rows (also used by the rebuild). */
export async function writeRows(tx: Queryable, clubId: string, sessionId: string, rows: ProjectionRows): Promise<void> {
  await tx.query({ name: 'ledger_upsert_projections', text: UPSERT_ALL, values: rowValues(clubId, sessionId, rows) });
}

/** The parameters $1…$13 of the upserts. */
function rowValues(clubId: string, sessionId: string, rows: ProjectionRows): unknown[] {
  const { session: s, deals: d, ledger: l } = rows;
  return [
    clubId,
    sessionId,
    s.variant,
    s.status,
    s.version,
    JSON.stringify(s.body),
    d.map((x) => x.number),
    d.map((x) => x.version),
    d.map((x) => JSON.stringify(x.body)),
    JSON.stringify(rows.scoresheet.body),
    l.map((x) => x.playerId),
    l.map((x) => x.unit),
    l.map((x) => x.balance),
  ];
}
