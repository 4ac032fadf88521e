import { dealView, SessionState } from '@ledger/laws';

/** The deal view of api.md with the stream version. */
export type DealBody = ReturnType<typeof dealView> & { version: number };

/** Builds the deal view of deal `n` from the folded state. */
export function dealBody(state: SessionState, n: number, version: number): DealBody {
  return { ...dealView(state, n), version };
}
