import type { JsonValue } from '../types';

/** The order in which PostgreSQL's jsonb keeps an object's keys: shorter first, then by their bytes. */
function jsonbKeyOrder(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * A JSON value as the store gives it back: every object's keys in the order `jsonb` keeps them (shorter keys
 * first, then by their text; event data keys are ASCII names, whose UTF-16 order is their byte order). Events
 * read from the store come in this order; a value built by the caller is in its own. Folding the events the
 * caller has just appended in this order makes a state equal, member order included, to the one a later
 * read of the stream folds: a view serialised from either is the same text (the `json` projection bodies,
 * ADR 0006 revision of stop 29). Pure; the value is copied, not changed; depth is that of the value (events nest
 * a few levels, and their data was refused past canonicalJson's depth before they were decided on).
 */
export function storedKeyOrder<T extends JsonValue | undefined>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : storedKeyOrder(v))) as T; // as JSON does
  const obj = value as Record<string, JsonValue | undefined>;
  const keys = Object.keys(obj).sort(jsonbKeyOrder);
  const out: Record<string, JsonValue | undefined> = {};
  for (const k of keys) {
    const v = obj[k];
    if (v !== undefined) out[k] = v !== null && typeof v === 'object' ? storedKeyOrder(v) : v;
  }
  return out as T;
}
