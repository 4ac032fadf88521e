import type { LawEvent } from '@ledger/laws';

/** The body of a recorded fact (api.md plays): the new version, the events and the irregularities among them. */
export interface WriteResponse {
  version: number;
  events: readonly LawEvent[];
  irregularities: readonly LawEvent[];
}

const IRREGULARITY_TYPES = new Set([
  'LeadOutOfTurnRecorded',
  'PlayOutOfTurnRecorded',
  'CardsExposed',
  'RevokeCommitted',
]);

/** Builds the write response from the appended events. */
export function writeResponse(events: readonly LawEvent[], version: number): WriteResponse {
  return { version, events, irregularities: events.filter((e) => IRREGULARITY_TYPES.has(e.type)) };
}
