import type { SessionState } from '@ledger/laws';
import type { SqlReader } from '../../replica/read-router';
import { dealRow, projectionRows } from '../../ledger/projections/projection-rows';
import { yieldToLoop } from '../../ledger/paging/yield-to-loop';

/** Deal views computed and compared between two yields to the event loop. */
const DEALS_PER_PAGE = 8;

/**
 * A row's tuple version as PostgreSQL keeps it (`xmin:ctid`): any change to the row (an UPDATE, or a
 * DELETE and INSERT, by any role, with triggers on or off) makes a new tuple with another xmin and ctid.
 */
const TUPLE = `xmin::text || ':' || ctid::text`;

/** The tuple versions of a session's row and score-sheet row, as last found equal to a replayed state. */
export interface HeadRows {
  session: string;
  sheet: string;
}

/** What a comparison found: the differences, and the head rows' tuple versions when both matched. */
export interface ProjectionComparison {
  mismatches: string[];
  heads?: HeadRows;
}

/**
 * Compares the stored projections of a session with the replayed `state` (`touched`: each deal → the
 * version of the last event that changed it). The session row, the score-sheet, the deal count and every
 * deal row's version always; the bodies of the deals changed after `from` (all when `from` is 0), a page
 * of deals at a time with the loop free between pages (ADR 0019). The session row and score-sheet bodies
 * are compared again unless `seen` gives their tuple versions as found equal to this same state and the rows
 * are still those tuples (a repeated verification of an unchanged session then sends neither body; ADR 0030).
 */
export async function compareProjections(
  db: SqlReader,
  clubId: string,
  sessionId: string,
  state: SessionState,
  touched: Map<number, number>,
  from: number,
  seen?: HeadRows,
): Promise<ProjectionComparison> {
  const q = <T>(sql: string, extra: unknown[] = []) => db.query<T[]>(sql, [clubId, sessionId, ...extra]);
  // Defined once both head rows are known equal to `state` (unchanged tuples, or compared just now).
  let heads = seen && (await unchanged(q, seen)) ? seen : undefined;
  const out: string[] = [];
  if (!heads) {
    const expected = projectionRows(sessionId, state, []);
    // The server compares the stored bodies with the replayed ones (jsonb equality: key order aside, the same
    // values; the session's body is `json`, cast for it), so the big score-sheet is neither read back into Node nor serialised twice per verification.
    const [r] = await q<{ session: boolean | null; sheet: boolean | null; session_tuple: string; sheet_tuple: string }>(
      `SELECT s.same AS session, s.tuple AS session_tuple, c.same AS sheet, c.tuple AS sheet_tuple
         FROM (SELECT 1) one
         LEFT JOIN (SELECT body::jsonb = $3::jsonb AS same, ${TUPLE} AS tuple FROM session_views
                     WHERE club_id = $1 AND session_id = $2) s ON true
         LEFT JOIN (SELECT body = $4::jsonb AS same, ${TUPLE} AS tuple FROM scoresheet_views
                     WHERE club_id = $1 AND session_id = $2) c ON true`,
      [JSON.stringify(expected.session.body), JSON.stringify(expected.scoresheet.body)],
    );
    if (r?.session !== true) out.push('session');
    if (r?.sheet !== true) out.push('scoresheet');
    if (r?.session === true && r.sheet === true) heads = { session: r.session_tuple, sheet: r.sheet_tuple };
  }
  const stored = await q<{ deal_number: number; version: number }>(
    'SELECT deal_number, version FROM deal_views WHERE club_id = $1 AND session_id = $2',
  );
  if (stored.length !== state.deals.length) out.push('deal count');
  const versionOf = new Map(stored.map((r) => [r.deal_number, r.version]));
  const toRead: number[] = [];
  const bad = new Set<number>();
  for (const d of state.deals) {
    const at = touched.get(d.number) ?? state.version;
    if (versionOf.get(d.number) !== at) bad.add(d.number);
    else if (from === 0 || at > from) toRead.push(d.number);
  }
  for (let i = 0; i < toRead.length; i += DEALS_PER_PAGE) {
    await yieldToLoop();
    const numbers = toRead.slice(i, i + DEALS_PER_PAGE);
    const bodies = Object.fromEntries(numbers.map((n) => [n, dealRow(state, n, touched).body]));
    const rows = await q<{ deal_number: number; same: boolean }>(
      // `json` (migration 1764400021000) compared as jsonb: by value, whatever spacing a body was stored with
      `SELECT deal_number, body::jsonb = ($3::jsonb -> deal_number::text) AS same FROM deal_views
        WHERE club_id = $1 AND session_id = $2 AND deal_number = ANY($4::int[])`,
      [JSON.stringify(bodies), numbers],
    );
    const matched = new Set(rows.filter((r) => r.same).map((r) => r.deal_number));
    for (const n of numbers) if (!matched.has(n)) bad.add(n);
  }
  const mismatches = [...out, ...[...bad].sort((a, b) => a - b).map((n) => `deal ${n}`)];
  return heads ? { mismatches, heads } : { mismatches };
}

/** True when the session row and the score-sheet row are still the tuples `seen`. */
async function unchanged(q: <T>(sql: string, extra?: unknown[]) => Promise<T[]>, seen: HeadRows): Promise<boolean> {
  const [now] = await q<{ session: string | null; sheet: string | null }>(
    `SELECT (SELECT ${TUPLE} FROM session_views WHERE club_id = $1 AND session_id = $2) AS session,
            (SELECT ${TUPLE} FROM scoresheet_views WHERE club_id = $1 AND session_id = $2) AS sheet`,
  );
  return now?.session === seen.session && now.sheet === seen.sheet;
}
