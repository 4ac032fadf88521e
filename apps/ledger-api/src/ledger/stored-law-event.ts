import { storedKeyOrder } from '@ledger/event-store';
import type { JsonValue, NewEvent, StoredEvent } from '@ledger/event-store';
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

/**
 * A laws event just decided, as a read of the stream will give it back once stored (toLawEvent of its row: the
 * data's keys in jsonb's order, `type` last). The write path folds and projects these, so that a view written
 * live is the same text as the one a rebuild or a later load writes (the `json` bodies, migration 1764400021000).
 */
export function asStoredLawEvent(event: LawEvent): LawEvent {
  const { type, ...data } = event;
  return toLawEventInStoredOrder({ type, data: data as JsonValue });
}

/** An event's type and data (a file's line, say) as the laws event a read of the store gives back: toLawEvent, keys in jsonb's order. */
export function toLawEventInStoredOrder(e: Pick<StoredEvent, 'type' | 'data'>): LawEvent {
  return toLawEvent({ type: e.type, data: storedKeyOrder(e.data) });
}
