import type { LawEvent } from '@ledger/laws';

/** The data of the first event of a type among the appended ones (for answers that echo a record). */
export function findEvent<T extends LawEvent['type']>(
  events: readonly LawEvent[],
  type: T,
): Extract<LawEvent, { type: T }> | undefined {
  return events.find((e): e is Extract<LawEvent, { type: T }> => e.type === type);
}
