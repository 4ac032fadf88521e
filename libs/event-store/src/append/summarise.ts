import { StoredEvent } from '../types';
import { AppendSummary, PlannedAppend } from './append-types';

/** The summary of a successful append from its stored events (non-empty, in version order). */
export function summarise(stored: readonly StoredEvent[]): AppendSummary {
  const first = stored[0];
  const last = stored[stored.length - 1];
  return {
    clubId: first.clubId,
    streamId: first.streamId,
    firstVersion: first.version,
    nextExpectedVersion: last.version,
    firstPosition: first.position,
    lastPosition: last.position,
    lastHash: last.hash,
  };
}

/** The summary without the positions: what `plannedResult` is given. */
export function planned(s: AppendSummary): PlannedAppend {
  return {
    clubId: s.clubId,
    streamId: s.streamId,
    firstVersion: s.firstVersion,
    nextExpectedVersion: s.nextExpectedVersion,
    lastHash: s.lastHash,
  };
}
