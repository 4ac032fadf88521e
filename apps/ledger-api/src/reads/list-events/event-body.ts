import type { StoredEvent } from '@ledger/event-store';

/**
 * An event as `GET .../events` shows it: `{version, type, data, recordedAt, recordedBy, hash, prevHash, leaf}`;
 * `leaf` is its index in the club's log once the sequencer has given it one, else null.
 */
export function eventBody(e: StoredEvent, leaf?: number) {
  const m = e.metadata;
  return {
    version: e.version,
    type: e.type,
    schemaVersion: e.schemaVersion,
    data: e.data,
    recordedAt: e.recordedAt,
    recordedBy: { label: m.actor ?? null, role: m.role ?? null },
    requestId: m.requestId ?? null,
    // Everything the event's hash covers is shown, so that an auditor can recompute it (ledger audit).
    metadata: m,
    hash: e.hash,
    prevHash: e.prevHash,
    leaf: leaf ?? null,
  };
}
