import { eventHash } from '../hashing/event-hash';
import { StoredEvent } from '../types';

/** Outcome of checking a stream's hash chain. */
export interface VerifyResult {
  valid: boolean;
  eventsChecked: number;
  /** The first version whose number, link or hash does not match (absent when valid). */
  firstBadVersion?: number;
}

/** Recomputes every link of the chain (versions 1..n, prevHash, hash) over the stored, not upcast, events. */
export function verifyChain(events: readonly StoredEvent[]): VerifyResult {
  let prev: string | null = null;
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const ok = e.version === i + 1 && e.prevHash === prev && e.hash === eventHash(prev, e);
    if (!ok) return { valid: false, eventsChecked: i + 1, firstBadVersion: i + 1 };
    prev = e.hash;
  }
  return { valid: true, eventsChecked: events.length };
}
