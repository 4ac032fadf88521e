import { Injectable } from '@nestjs/common';
import type { InlineProjection, Queryable } from '@ledger/event-store';
import { sameScoresheetInputs } from '@ledger/laws';
import type { LawEvent, SessionState } from '@ledger/laws';
import { lastTouchedVersions, projectionRows } from './projection-rows';
import { KeptRows, upsertCtes, upsertValues } from './projection-sql';
import type { ProjectionRows } from './projection-tables';

/** The upserts on their own (rebuild by stream): one statement, prepared once per connection. */
const UPSERT_ALL = `WITH ${upsertCtes('')}
SELECT 1`;
/** The score-sheet row, left as it stands; and with it the balances, while the seats are the same too. */
const KEEP_SHEET: KeptRows = new Set(['scoresheet']);
const KEEP_SHEET_AND_LEDGER: KeptRows = new Set(['scoresheet', 'ledger']);

/** Only inside an append's statement, after its `ins` CTE: nothing written unless the events were. */
const AFTER_INS = 'WHERE EXISTS (SELECT 1 FROM ins)';
/**
 * The upserts inside the event store's append statement, one prepared statement per set of rows left as they
 * stand: a play in the middle of a deal runs the one without the sheet's and the balances' upserts.
 */
const INLINE = new Map<KeptRows | undefined, { name: string; ctes: string }>([
  [undefined, { name: 'ledger_projections', ctes: upsertCtes(AFTER_INS) }],
  [KEEP_SHEET, { name: 'ledger_projections_ks', ctes: upsertCtes(AFTER_INS, KEEP_SHEET) }],
  [KEEP_SHEET_AND_LEDGER, { name: 'ledger_projections_ksl', ctes: upsertCtes(AFTER_INS, KEEP_SHEET_AND_LEDGER) }],
]);

/** Writes the inline projections atomically with the events (architecture.md rule 2). */
@Injectable()
export class ProjectionWriter {
  /**
   * The upserts of the rows the new events change, as CTEs for the append's own statement (one round trip in
   * all). `before`: the state the events were decided on (the append's expected version). When the sheet's
   * inputs are the same objects in both (sameScoresheetInputs: a play in the middle of a deal), the sheet row
   * already stands as `state` has it and is not sent: it grows with the session (8 KB after 30 deals), and
   * PostgreSQL parsed and compared it at every play (issue 21.1). The players' balances rest on the sheet and
   * the seats (playerBalances): with the seats the same object too, their rows are not sent either.
   */
  inline(
    clubId: string,
    sessionId: string,
    state: SessionState,
    events: readonly LawEvent[],
    before?: SessionState,
  ): InlineProjection {
    const keep = keptRows(state, before);
    return inlineRows(clubId, sessionId, changedRows(sessionId, state, events, keep !== KEEP_SHEET_AND_LEDGER), keep);
  }
}

/**
 * The tables whose rows for `state` are those of `before` (ProjectionWriter.inline leaves them as they stand):
 * the sheet when its inputs are the same objects, and the balances when the seats are too; none without `before`.
 */
export function keptRows(state: SessionState, before?: SessionState): KeptRows | undefined {
  if (!before || !sameScoresheetInputs(before, state)) return undefined;
  return before.seats === state.seats ? KEEP_SHEET_AND_LEDGER : KEEP_SHEET;
}

/**
 * The upserts of the given rows as CTEs of an append's statement (the write path; an import's last append),
 * leaving the tables in `keep` out (upsertValues); `keep` must be one of keptRows' answers.
 */
export function inlineRows(clubId: string, sessionId: string, rows: ProjectionRows, keep?: KeptRows): InlineProjection {
  const statement = INLINE.get(keep);
  if (!statement) throw new Error('inlineRows: keep must be one of keptRows() answers');
  return { ...statement, values: upsertValues(clubId, sessionId, rows, keep) };
}

/**
 * The rows the new events change: the session's, the touched deals' (each at the version of its last change), and
 * with `sheet` the sheet and the ledger (left empty without: neither is sent when both stand, and the sheet's
 * memo in the laws still walks every deal; projectionRows).
 */
function changedRows(
  sessionId: string,
  state: SessionState,
  events: readonly LawEvent[],
  sheet: boolean,
): ProjectionRows {
  const versions = lastTouchedVersions(events, state.version - events.length + 1);
  return projectionRows(sessionId, state, [...versions.keys()], versions, sheet);
}

/** Upserts a set of projection rows in a statement of its own (the stream-by-stream rebuild). */
export async function writeRows(tx: Queryable, clubId: string, sessionId: string, rows: ProjectionRows): Promise<void> {
  await tx.query({
    name: 'ledger_upsert_projections',
    text: UPSERT_ALL,
    values: upsertValues(clubId, sessionId, rows),
  });
}
