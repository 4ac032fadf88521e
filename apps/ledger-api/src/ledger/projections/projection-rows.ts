import { dealView, LawEvent, playerBalances, scoresheetOfSession, sessionView, SessionState } from '@ledger/laws';

/** The rows of every inline projection of one session, as they must stand at `version`. */
export interface ProjectionRows {
  session: { variant: string; status: string; version: number; body: object };
  deals: { number: number; version: number; body: object }[];
  scoresheet: { version: number; body: object };
  ledger: { playerId: string; variant: string; unit: string; balance: number; version: number }[];
}

/** Deals whose view the events change: those they name, and the one before a new deal (its window closes). */
export function touchedDeals(state: SessionState, events: readonly LawEvent[]): number[] {
  const touched = new Set<number>();
  for (const e of events) {
    if (e.type === 'DealStarted') {
      const n = state.deals.length;
      touched.add(n);
      if (n > 1) touched.add(n - 1);
    } else if ('deal' in e && typeof e.deal === 'number') touched.add(e.deal);
  }
  return [...touched].filter((n) => n >= 1 && n <= state.deals.length).sort((a, b) => a - b);
}

/** Computes the rows (pure: the same state always gives byte-identical rows). */
export function projectionRows(sessionId: string, state: SessionState, deals: readonly number[] | 'all'): ProjectionRows {
  const version = state.version;
  const view = sessionView(state);
  const numbers = deals === 'all' ? state.deals.map((d) => d.number) : deals;
  const sheet = scoresheetOfSession(state);
  return {
    session: { variant: state.variant, status: view.status, version, body: { id: sessionId, ...view } },
    deals: numbers.map((n) => ({ number: n, version, body: dealView(state, n) })),
    scoresheet: { version, body: sheet },
    ledger: playerBalances(state, sheet).map((b) => ({ ...b, variant: state.variant, version })),
  };
}
