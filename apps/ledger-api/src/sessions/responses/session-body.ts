import { sessionView, SessionState } from '@ledger/laws';

/** The session resource of api.md: `{id, variant, seats, rules, status, deals, version}`. */
export type SessionBody = { id: string; version: number } & ReturnType<typeof sessionView>;

/** Builds the session resource from the folded state. */
export function sessionBody(id: string, state: SessionState, version: number): SessionBody {
  return { id, ...sessionView(state), version };
}
