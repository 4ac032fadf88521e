import { EventStore, NewEvent, PlannedAppend } from '@ledger/event-store';
import { fold, initialState } from '@ledger/laws';
import type { Pool } from 'pg';
import { lastTouchedVersions, projectionRows } from '../ledger/projections/projection-rows';
import { inlineRows } from '../ledger/projections/projection-writer';
import { toLawEventInStoredOrder } from '../ledger/stored-law-event';
import { appendBatches, chainProblem, parseLine, SessionLine } from './session-lines';

/** What an import did. */
export interface ImportResult {
  clubId: string;
  sessionId: string;
  events: number;
  appends: number;
  lastHash: string;
}

/** Parses an export (JSON lines; blank lines ignored). */
export function parseExport(text: string): SessionLine[] {
  return text
    .split('\n')
    .map((line, i) => ({ line: line.trim(), no: i + 1 }))
    .filter((l) => l.line !== '')
    .map((l) => parseLine(l.line, l.no));
}

/** Refuses (before anything is sent) an append whose chain, as the store computed it, does not end in the file's hash. */
function sameLastHash(planned: PlannedAppend, batch: readonly SessionLine[]): void {
  const last = batch[batch.length - 1];
  if (planned.lastHash !== last.hash)
    throw new Error(
      `version ${last.version}: the store computed hash ${planned.lastHash}, the file says ${last.hash}; nothing of this append was written`,
    );
}

/**
 * Imports an exported session through the event store's append, one append per original append
 * (same recordedAt), so that versions, data, metadata, recordedAt and therefore every hash come out
 * the same; the store recomputes the chain and each append is refused unless its hashes equal the
 * file's. The projections are written in the last append's statement. Refuses a session already present.
 */
export async function importSession(
  pool: Pool,
  lines: readonly SessionLine[],
  progress?: (done: number, total: number) => void,
): Promise<ImportResult> {
  const problem = chainProblem(lines);
  if (problem) throw new Error(`refused, nothing written: ${problem}`);
  const { clubId, streamId } = lines[0];
  let clock = new Date(lines[0].recordedAt);
  const store = new EventStore(pool, { now: () => clock });
  if ((await store.readStream(streamId, { clubId, to: 1 })).length > 0)
    throw new Error(`session ${streamId} already exists in this database; nothing written`);
  // a file's data in whatever member order it was written: folded as the store will give it back (stored-law-event.ts)
  const law = lines.map(toLawEventInStoredOrder);
  const state = fold(law, initialState);
  const batches = appendBatches(lines);
  let done = 0;
  let lastHash = '';
  for (const [i, batch] of batches.entries()) {
    const isLast = i === batches.length - 1;
    clock = new Date(batch[0].recordedAt);
    const events: NewEvent[] = batch.map((e) => ({
      type: e.type,
      data: e.data,
      schemaVersion: e.schemaVersion,
      metadata: e.metadata,
    }));
    const result = await store.append(streamId, batch[0].version - 1, events, {
      clubId,
      metadata: {},
      // each hash covers the one before it: the last one equal to the file's means every one is
      result: (planned) => sameLastHash(planned, batch),
      projection: isLast
        ? inlineRows(clubId, streamId, projectionRows(streamId, state, 'all', lastTouchedVersions(law)))
        : undefined,
    });
    lastHash = result.lastHash;
    done += batch.length;
    progress?.(done, lines.length);
  }
  return { clubId, sessionId: streamId, events: lines.length, appends: batches.length, lastHash };
}
