import type { NewEvent, StoredEvent } from '@ledger/event-store';
import type { LawEvent } from '@ledger/laws';

/** Event schema version written today for every laws event type. */
export const LAW_EVENT_SCHEMA = 1;

/** A laws event as the store keeps it: `type` in its column, the rest as `data`. */
export function toNewEvent(event: LawEvent): NewEvent {
  const { type, ...data } = event;
  return { type, data: data as NewEvent['data'], schemaVersion: LAW_EVENT_SCHEMA };
}

/** A stored event back as the laws event it was. */
export function toLawEvent(stored: Pick<StoredEvent, 'type' | 'data'>): LawEvent {
  return { ...(stored.data as object), type: stored.type } as LawEvent;
}
