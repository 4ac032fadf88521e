import * as laws from '@ledger/laws';
import type { LawEvent, SessionState } from '@ledger/laws';
import type { ProjectionRows } from './projection-tables';

export type { ProjectionRows } from './projection-tables';

// The views taken from the laws' index once: a call through the module's re-export reads the
// function through a getter every time (CommonJS `export *`), and a rebuild calls them per deal.
const { dealView, playerBalances, scoresheetOfSession, sessionView } = laws;

/** Deals whose view an event changes: the one it names, and for a new deal the one before (its window closes). */
export function dealsTouchedBy(e: LawEvent): number[] {
  if (!('deal' in e) || typeof e.deal !== 'number') return [];
  return e.type === 'DealStarted' && e.deal > 1 ? [e.deal - 1, e.deal] : [e.deal];
}

/** Records in `versions` that event `e`, at `version`, changed the views of the deals it touches (dealsTouchedBy, without the array). */
export function noteTouched(versions: Map<number, number>, e: LawEvent, version: number): void {
  if (!('deal' in e) || typeof e.deal !== 'number') return;
  if (e.type === 'DealStarted' && e.deal > 1) versions.set(e.deal - 1, version);
  versions.set(e.deal, version);
}

/** Each deal → the version of the last of these events that changed its view (`firstVersion` is the first event's). */
export function lastTouchedVersions(events: readonly LawEvent[], firstVersion = 1): Map<number, number> {
  const out = new Map<number, number>();
  for (let i = 0; i < events.length; i++) noteTouched(out, events[i], firstVersion + i);
  return out;
}

/**
 * Computes the rows of every inline projection of one session, as they must stand at the state's version (pure: the same events always give byte-identical rows). A deal row stands at the
 * version of the last event that changed it: live, that is the state's version for the deals the new
 * events touch; in a rebuild, `versions` (from lastTouchedVersions) says it for every deal. `sheet` false
 * leaves the score-sheet's body and the balances empty, not computed: for a write that sends neither
 * (ProjectionWriter.inline, when both stand as they are).
 */
export function projectionRows(
  sessionId: string,
  state: SessionState,
  deals: readonly number[] | 'all',
  versions?: Map<number, number>,
  sheet = true,
): ProjectionRows {
  const version = state.version;
  const view = sessionView(state);
  const numbers = (deals === 'all' ? state.deals.map((d) => d.number) : deals).filter(
    (n) => n >= 1 && n <= state.deals.length,
  );
  const session = { variant: state.variant, status: view.status, version, body: { id: sessionId, ...view } };
  const rows = numbers.map((n) => dealRow(state, n, versions));
  if (!sheet) return { session, deals: rows, scoresheet: { body: {} }, ledger: [] };
  const body = scoresheetOfSession(state);
  return {
    session,
    deals: rows,
    scoresheet: { body },
    ledger: playerBalances(state, body).map((b) => ({ ...b, variant: state.variant })),
  };
}

/** Deal `n`'s row: its view, standing at the version of the last event that changed it (`versions`, else the state's). */
export function dealRow(state: SessionState, n: number, versions?: Map<number, number>) {
  const at = versions?.get(n) ?? state.version;
  const view = dealView(state, n);
  // the view already stands at the state's version: a copy only for a deal last changed before it
  return { number: n, version: at, body: view.version === at ? view : { ...view, version: at } };
}
