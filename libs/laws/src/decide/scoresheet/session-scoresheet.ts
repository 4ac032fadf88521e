import type { RulingAdjustment, Ruling } from '../../core/settlement/ruling';
import type { DealOutcome } from '../../core/outcome';
import { scoresheet, Scoresheet } from './scoresheet';
import type { DealState, SessionState } from '../../core/state';
import { dealOutcome } from '../../views/deal-outcome';

/** The inputs a sheet was last computed from, and that sheet. */
interface SheetMemo {
  variant: SessionState['variant'];
  order: SessionState['order'];
  /** The deals the sheet rests on (sheetDeals), compared part by part (samePart). */
  parts: readonly DealState[];
  sheet: Scoresheet;
}

/**
 * The last sheet of each session lineage, by its rules object (states are immutable and share unchanged
 * parts, so the rules object of a session is the same from state to state). Every input is compared by
 * identity before a sheet is reused, so a rules object shared by two sessions costs a recomputation, never
 * a wrong sheet.
 */
const LAST_SHEET = new WeakMap<object, SheetMemo>();

/** A deal that adds nothing to the sheet: no outcome (not ended) and no ruling, as a deal just started. */
const addsNothing = (d: DealState): boolean => d.status !== 'ended' && d.rulings.length === 0;

/** The deals the session's sheet rests on: every deal but those that add nothing to it. */
function sheetDeals(session: SessionState): DealState[] {
  const out: DealState[] = [];
  for (const d of session.deals) if (!addsNothing(d)) out.push(d);
  return out;
}

/**
 * Whether deal `b` adds to the sheet what `a` did, known by identity: the same object; while neither has ended,
 * the same rulings (its outcome is null until it ends); or an ended deal that has only been closed since, by the
 * next deal's start (`closed` says only that revoke claims and penalties on it come too late, whist-1900:77,
 * bridge-1904:92; its outcome does not read it). Identity only: false may still mean the same part.
 */
function samePart(a: DealState, b: DealState): boolean {
  if (a === b) return true;
  if (a.status !== 'ended' || b.status !== 'ended')
    return a.status !== 'ended' && b.status !== 'ended' && a.rulings === b.rulings;
  return !a.closed && b.closed && onlyClosedSince(a, b);
}

/** Every field of `b` but `closed` is `a`'s own, the same object or value. */
function onlyClosedSince(a: DealState, b: DealState): boolean {
  const keys = Object.keys(b) as (keyof DealState)[];
  if (keys.length !== Object.keys(a).length) return false;
  for (const k of keys) if (k !== 'closed' && a[k] !== b[k]) return false;
  return true;
}

/** Whether two lists of sheet deals add the same to the sheet, part by part. */
function sameDeals(a: readonly DealState[], b: readonly DealState[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!samePart(a[i], b[i])) return false;
  return true;
}

/**
 * The session's score-sheet recomputed from its folded state: every ended deal, then every ruling. Pure;
 * for the same inputs it returns the same sheet object (a play in the middle of a deal changes none of
 * them, so the write path does not recompute every deal's outcome per card; issue 21.1). Do not mutate it.
 */
export function scoresheetOfSession(session: SessionState): Scoresheet {
  const memo = LAST_SHEET.get(session.rules);
  const parts = sheetDeals(session);
  if (memo && memo.variant === session.variant && memo.order === session.order && sameDeals(memo.parts, parts))
    return memo.sheet;
  const outcomes = session.deals.map((d) => dealOutcome(session, d.number)).filter((o): o is DealOutcome => o !== null);
  const rulings: Ruling[] = session.deals.flatMap((d) =>
    d.rulings.map((r) => ({ deal: d.number, reason: r.reason, adjustment: r.adjustment as RulingAdjustment })),
  );
  const sheet = scoresheet(session.variant, session.rules, outcomes, rulings, session.order);
  LAST_SHEET.set(session.rules, {
    variant: session.variant,
    order: session.order,
    parts,
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
  if (a.variant !== b.variant || a.order !== b.order || a.rules !== b.rules) return false;
  return sameDeals(sheetDeals(a), sheetDeals(b));
}
