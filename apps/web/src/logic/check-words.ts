/** `GET /v1/sessions/{id}/verification` as the app reads it (api.md, ADR 0019). */
export interface Verification {
  chainValid: boolean;
  eventsChecked: number;
  replayMatches: boolean;
  firstBadVersion?: number;
  mismatches?: string[];
  log?: {
    checkpoint: { size: number; root16: string; signatureValid?: boolean } | null;
    eventsInCheckpoint: number;
    eventsAfterCheckpoint: number;
    leavesMatch: boolean;
    firstLeafMismatchVersion?: number;
  };
  limits?: string;
}

/** The server check in words: each thing it checked and what it found, whether all held, and what it cannot prove. */
export function checkWords(v: Verification): { ok: boolean; lines: string[]; limits: string } {
  const lines: string[] = [];
  lines.push(
    v.chainValid
      ? `Hash chain consistent (${v.eventsChecked} events checked).`
      : `Hash chain BROKEN at version ${v.firstBadVersion ?? '?'}.`,
  );
  lines.push(
    v.replayMatches
      ? 'Replaying the events by the laws gives the stored score-sheet.'
      : `Replay DIFFERS from the stored tables${v.mismatches?.length ? `: ${v.mismatches.join(', ')}` : ''}.`,
  );
  const log = v.log;
  let logOk = true;
  if (!log) lines.push('The club log was not checked by this server.');
  else if (!log.leavesMatch) {
    logOk = false;
    lines.push(`The events DISAGREE with the club log from version ${log.firstLeafMismatchVersion ?? '?'}.`);
  } else if (log.checkpoint) {
    const sig = log.checkpoint.signatureValid === false ? ' — its signature does NOT verify' : '';
    logOk = log.checkpoint.signatureValid !== false;
    lines.push(
      `${log.eventsInCheckpoint} events proved in the club log’s signed checkpoint ${log.checkpoint.size} (root ${log.checkpoint.root16})${sig}` +
        (log.eventsAfterCheckpoint ? `; ${log.eventsAfterCheckpoint} newer, not yet in a checkpoint.` : '.'),
    );
  } else lines.push('No signed checkpoint of the club log yet.');
  return { ok: v.chainValid && v.replayMatches && logOk, lines, limits: v.limits ?? '' };
}
