import { canonicalJson } from '@ledger/event-store';
import { fold, initialState, Scoresheet, withRunningTotals } from '@ledger/laws';
import { lastTouchedVersions, projectionRows } from '../../ledger/projections/projection-rows';
import { toLawEvent } from '../../ledger/stored-law-event';
import { Finding } from './audit-finding';
import { ServedSheet } from './download';
import { CheckedSession } from './session-chain';

/**
 * Replays a session's events with the laws' fold, up to the version the server's score-sheet stands at
 * (it was read first: later events may have come since), and compares the two score-sheets.
 */
export function checkReplay(session: CheckedSession, serverSheet: ServedSheet | undefined): Finding[] {
  if (session.events.length === 0) return [];
  const events = serverSheet ? session.events.filter((e) => e.version <= serverSheet.version) : session.events;
  const last = events[events.length - 1] ?? session.events[0];
  const at = {
    sessionId: session.sessionId,
    version: last.version,
    ...(last.leaf !== null ? { leaf: last.leaf } : {}),
  };
  if (serverSheet === undefined) return [{ ...at, what: 'the server has no score-sheet for the session' }];
  if (last.version !== serverSheet.version) {
    return [
      { ...at, what: `the score-sheet stands at version ${serverSheet.version}, the events end at ${last.version}` },
    ];
  }
  const law = events.map(toLawEvent);
  let expected;
  try {
    expected = projectionRows(session.sessionId, fold(law, initialState), 'all', lastTouchedVersions(law));
  } catch (e) {
    return [{ ...at, what: `the session's events do not replay under the laws: ${(e as Error).message}` }];
  }
  // the served sheet carries each deal's running totals, computed from the sheet on read
  if (canonicalJson(withRunningTotals(expected.scoresheet.body as Scoresheet)) !== canonicalJson(serverSheet.body)) {
    return [{ ...at, what: "replaying the session's events does not give the server's score-sheet" }];
  }
  return [];
}
