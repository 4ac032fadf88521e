import { StoredEvent } from '../types';
import { AppendSummary } from './append-types';

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
