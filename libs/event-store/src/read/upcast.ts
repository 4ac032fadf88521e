import { JsonValue, StoredEvent } from '../types';

/** Brings the data of an older shape of one event type up to its latest shape (rule 5). */
export type Upcaster = (data: JsonValue, schemaVersion: number) => JsonValue;

/** Upcasters by event type. */
export type Upcasters = Readonly<Record<string, Upcaster>>;

/** Applies the event type's upcaster, if any, to the data (the stored hash still covers the stored data). */
export function upcast(event: StoredEvent, upcasters: Upcasters | undefined): StoredEvent {
  const fn = upcasters?.[event.type];
  return fn ? { ...event, data: fn(event.data, event.schemaVersion) } : event;
}
