import type { DataSource } from 'typeorm';

/** One row of the player_ledger projection: a seated player's balance in one session, in its unit. */
export interface LedgerRow {
  playerId: string;
  sessionId: string;
  variant: string;
  unit: string;
  balance: number;
}

const SELECT = 'SELECT player_id, session_id, variant, unit, balance FROM player_ledger WHERE club_id = $1';

/**
 * The player_ledger rows of a club, of one player or of some sessions, in session then player order.
 * The one read of that projection: the player ledger and the club's standings both sum these rows.
 */
export async function ledgerRows(
  db: DataSource,
  clubId: string,
  of: { playerId: string } | { sessionIds: readonly string[] },
): Promise<LedgerRow[]> {
  const [where, arg] =
    'playerId' in of ? ['player_id = $2', of.playerId] : ['session_id = ANY($2::text[])', [...of.sessionIds]];
  const rows = await db.query<
    { player_id: string; session_id: string; variant: string; unit: string; balance: string }[]
  >(`${SELECT} AND ${where} ORDER BY session_id, player_id`, [clubId, arg]);
  return rows.map((r) => ({
    playerId: r.player_id,
    sessionId: r.session_id,
    variant: r.variant,
    unit: r.unit,
    balance: Number(r.balance),
  }));
}

/** Sums the rows' balances per key (a unit, a player), in the order the keys first appear. */
export function balanceTotals(rows: readonly LedgerRow[], keyOf: (r: LedgerRow) => string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(keyOf(r), (totals.get(keyOf(r)) ?? 0) + r.balance);
  return totals;
}
