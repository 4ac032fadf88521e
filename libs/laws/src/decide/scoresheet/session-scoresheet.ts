import type { RulingAdjustment, Ruling } from '../../core/settlement/ruling';
import type { DealOutcome } from '../../core/outcome';
import { scoresheet, Scoresheet } from './scoresheet';
import type { DealState, SessionState } from '../../core/state';
import { dealOutcome } from '../../views/deal-outcome';

/** The inputs a sheet was last computed from, and that sheet. */
interface SheetMemo {
  variant: SessionState['variant'];
  order: SessionState['order'];
  /** Per deal, what its part of the sheet rests on: the deal itself once ended, else its rulings. */
  parts: readonly unknown[];
  sheet: Scoresheet;
}

/**
 * The last sheet of each session lineage, by its rules object (states are immutable and share unchanged
 * parts, so the rules object of a session is the same from state to state). Every input is compared by
 * identity before a sheet is reused, so a rules object shared by two sessions costs a recomputation, never
 * a wrong sheet.
 */
const LAST_SHEET = new WeakMap<object, SheetMemo>();

/**
 * A deal's part of the sheet rests on: an ended deal (its outcome is a function of the deal, with the
 * session's variant and rules), or, while it is played, only its rulings (its outcome is null until it ends).
 */
const partOf = (d: DealState): unknown => (d.status === 'ended' ? d : d.rulings);

/**
 * The session's score-sheet recomputed from its folded state: every ended deal, then every ruling. Pure;
 * for the same inputs it returns the same sheet object (a play in the middle of a deal changes none of
 * them, so the write path does not recompute every deal's outcome per card; issue 21.1). Do not mutate it.
 */
export function scoresheetOfSession(session: SessionState): Scoresheet {
  const memo = LAST_SHEET.get(session.rules);
  if (memo && memo.variant === session.variant && memo.order === session.order && sameParts(memo.parts, session))
    return memo.sheet;
  const outcomes = session.deals.map((d) => dealOutcome(session, d.number)).filter((o): o is DealOutcome => o !== null);
  const rulings: Ruling[] = session.deals.flatMap((d) =>
    d.rulings.map((r) => ({ deal: d.number, reason: r.reason, adjustment: r.adjustment as RulingAdjustment })),
  );
  const sheet = scoresheet(session.variant, session.rules, outcomes, rulings, session.order);
  LAST_SHEET.set(session.rules, {
    variant: session.variant,
    order: session.order,
    parts: session.deals.map(partOf),
    sheet,
  });
  return sheet;
}

/**
 * Whether two states of a session have the same sheet because every input of it is the same object: the
 * variant, the seating order, the rules, and each deal's part (the deal once ended, else its rulings). Then
 * scoresheetOfSession gives equal sheets for both, so a writer that stored the first need not send the
 * second (issue 21.1: the sheet grows with the session, and a play in the middle of a deal changes none of
 * it). Identity only, nothing computed: false may still mean an equal sheet, true never means a different one.
 */
export function sameScoresheetInputs(a: SessionState, b: SessionState): boolean {
  if (a.variant !== b.variant || a.order !== b.order || a.rules !== b.rules || a.deals.length !== b.deals.length)
    return false;
  for (let i = 0; i < a.deals.length; i++) if (partOf(a.deals[i]) !== partOf(b.deals[i])) return false;
  return true;
}

function sameParts(parts: readonly unknown[], session: SessionState): boolean {
  if (parts.length !== session.deals.length) return false;
  for (let i = 0; i < parts.length; i++) if (parts[i] !== partOf(session.deals[i])) return false;
  return true;
}
