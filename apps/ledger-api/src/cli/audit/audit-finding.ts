/** One thing the audit found wrong, located as precisely as it could be. */
export interface Finding {
  /** The leaf of the club's log concerned, when known. */
  leaf?: number;
  /** The session (event stream) concerned, when known. */
  sessionId?: string;
  /** The session's event version concerned, when known. */
  version?: number;
  /** What differs, in words. */
  what: string;
}

/** The finding to name first: the lowest leaf; findings without a leaf after, in their order. */
export function firstFinding(findings: readonly Finding[]): Finding | undefined {
  let best: Finding | undefined;
  for (const f of findings) {
    if (!best) best = f;
    else if (f.leaf !== undefined && (best.leaf === undefined || f.leaf < best.leaf)) best = f;
  }
  return best;
}

/** `leaf L, session S, version V` for whichever of the three are known. */
export function where(f: Finding): string {
  const parts = [
    f.leaf !== undefined ? `leaf ${f.leaf}` : undefined,
    f.sessionId !== undefined ? `session ${f.sessionId}` : undefined,
    f.version !== undefined ? `version ${f.version}` : undefined,
  ].filter((p) => p !== undefined);
  return parts.length ? parts.join(', ') : 'the log';
}
