import { fold, LawEvent, SessionState } from '@ledger/laws';
import { yieldToLoop } from './yield-to-loop';

/** Events folded between two yields to the event loop. */
export const FOLD_PAGE = 250;

/** Folds `events` onto `state` a page at a time, yielding to the event loop between pages (ADR 0019). */
export async function foldInPages(
  events: readonly LawEvent[],
  state: SessionState,
  page = FOLD_PAGE,
): Promise<SessionState> {
  let s = state;
  for (let at = 0; at < events.length; at += page) {
    if (at > 0) await yieldToLoop();
    s = fold(events.slice(at, at + page), s);
  }
  return s;
}
