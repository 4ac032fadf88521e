import type { SessionState } from '@ledger/laws';
import type { SqlReader } from '../../replica/read-router';
import { dealRow, projectionRows } from '../../ledger/projections/projection-rows';
import { yieldToLoop } from '../../ledger/paging/yield-to-loop';

/** Deal views computed and compared between two yields to the event loop. */
const DEALS_PER_PAGE = 8;

/**
 * Compares the stored projections of a session with the replayed `state` (`touched`: each deal → the
 * version of the last event that changed it). The session row, the score-sheet, the deal count and every
 * deal row's version always; the bodies of the deals changed after `from` (all when `from` is 0), a page
 * of deals at a time with the loop free between pages (ADR 0019). Returns what differs (empty: all match).
 */
export async function compareProjections(
  db: SqlReader,
  clubId: string,
  sessionId: string,
  state: SessionState,
  touched: Map<number, number>,
  from: number,
): Promise<string[]> {
  const q = <T>(sql: string, extra: unknown[] = []) => db.query<T[]>(sql, [clubId, sessionId, ...extra]);
  const expected = projectionRows(sessionId, state, []);
  // The server compares the stored bodies with the replayed ones (jsonb equality: key order aside, the same
  // values), so the big score-sheet is neither read back into Node nor serialised twice per verification.
  const [heads] = await q<{ session: boolean | null; sheet: boolean | null }>(
    `SELECT (SELECT body = $3::jsonb FROM session_views WHERE club_id = $1 AND session_id = $2) AS session,
            (SELECT body = $4::jsonb FROM scoresheet_views WHERE club_id = $1 AND session_id = $2) AS sheet`,
    [JSON.stringify(expected.session.body), JSON.stringify(expected.scoresheet.body)],
  );
  const stored = await q<{ deal_number: number; version: number }>(
    'SELECT deal_number, version FROM deal_views WHERE club_id = $1 AND session_id = $2',
  );
  const out: string[] = [];
  if (heads?.session !== true) out.push('session');
  if (heads?.sheet !== true) out.push('scoresheet');
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
      `SELECT deal_number, body = ($3::jsonb -> deal_number::text) AS same FROM deal_views
        WHERE club_id = $1 AND session_id = $2 AND deal_number = ANY($4::int[])`,
      [JSON.stringify(bodies), numbers],
    );
    const matched = new Set(rows.filter((r) => r.same).map((r) => r.deal_number));
    for (const n of numbers) if (!matched.has(n)) bad.add(n);
  }
  return [...out, ...[...bad].sort((a, b) => a - b).map((n) => `deal ${n}`)];
}
