import { Finding } from './audit-finding';
import { DownloadedEvent, recomputeHash } from './downloaded-event';

/** A session's events with each one's hash recomputed from its content. */
export interface CheckedSession {
  sessionId: string;
  events: DownloadedEvent[];
  /** version → the hash recomputed from the event's content and its predecessor's recomputed hash. */
  recomputed: Map<number, string>;
}

/**
 * Recomputes a session's chain: versions 1..n in order, each prevHash the previous event's hash, each
 * hash the event store's hash of its content. Reports the first version where the chain breaks.
 */
export function checkSessionChain(
  clubId: string,
  sessionId: string,
  events: readonly DownloadedEvent[],
): { session: CheckedSession; findings: Finding[] } {
  const recomputed = new Map<number, string>();
  const findings: Finding[] = [];
  let prev: string | null = null;
  for (const [i, e] of events.entries()) {
    // The chain continues from what we recomputed, not from what the server says the previous hash was.
    const hash = recomputeHash(clubId, sessionId, { ...e, prevHash: prev });
    recomputed.set(e.version, hash);
    if (findings.length > 0) {
      prev = hash;
      continue;
    }
    const at = { sessionId, version: e.version, ...(e.leaf !== null ? { leaf: e.leaf } : {}) };
    if (e.version !== i + 1)
      findings.push({ ...at, what: `the session's event ${i + 1} carries version ${e.version}` });
    else if (e.prevHash !== prev)
      findings.push({ ...at, what: `prevHash ${e.prevHash} is not the previous hash ${prev}` });
    else if (e.hash !== hash) findings.push({ ...at, what: `the event's content hashes to ${hash}, not to ${e.hash}` });
    prev = hash;
  }
  return { session: { sessionId, events: [...events], recomputed }, findings };
}
