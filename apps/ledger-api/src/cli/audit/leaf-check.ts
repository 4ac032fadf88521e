import { Finding } from './audit-finding';
import { ClaimedLeaf } from './download';
import { CheckedSession } from './session-chain';

/**
 * Checks each claimed leaf against the downloaded events: the event it names must exist, be named by no
 * other leaf, come in its session's order, and its recomputed hash must be the leaf's. Returns the leaf
 * inputs recomputed from the events (the claimed hash where the event is missing: already a finding).
 */
export function checkLeaves(
  claims: readonly ClaimedLeaf[],
  sessions: ReadonlyMap<string, CheckedSession>,
): { inputs: string[]; findings: Finding[] } {
  const findings: Finding[] = [];
  const inputs: string[] = [];
  const lastVersion = new Map<string, number>();
  for (const c of claims) {
    const at = { leaf: c.leaf, sessionId: c.sessionId, version: c.version };
    const recomputed = sessions.get(c.sessionId)?.recomputed.get(c.version);
    const previous = lastVersion.get(c.sessionId) ?? 0;
    lastVersion.set(c.sessionId, c.version);
    if (recomputed === undefined) {
      findings.push({ ...at, what: `the log's leaf names an event the server no longer has (leaf hash ${c.hash})` });
      inputs.push(c.hash);
      continue;
    }
    inputs.push(recomputed);
    if (recomputed !== c.hash) {
      findings.push({ ...at, what: `the event's content hashes to ${recomputed}, the log's leaf holds ${c.hash}` });
    } else if (c.version !== previous + 1) {
      findings.push({ ...at, what: `the log sequences version ${c.version} after version ${previous} of the session` });
    }
  }
  for (const s of sessions.values()) {
    for (const e of s.events) {
      if (e.leaf === null || e.leaf >= claims.length) continue;
      const c = claims[e.leaf];
      if (c.sessionId !== s.sessionId || c.version !== e.version) {
        findings.push({
          leaf: e.leaf,
          sessionId: s.sessionId,
          version: e.version,
          what: `the event says it is leaf ${e.leaf}, which the log gives to session ${c.sessionId} version ${c.version}`,
        });
      }
    }
  }
  return { inputs, findings };
}
