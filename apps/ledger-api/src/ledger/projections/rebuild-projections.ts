import { EventStore } from '@ledger/event-store';
import { fold, initialState } from '@ledger/laws';
import type { Pool } from 'pg';
import { toLawEvent } from '../stored-law-event';
import { lastTouchedVersions, projectionRows } from './projection-rows';
import { PROJECTION_TABLE_NAMES } from './projection-tables';
import { writeRows } from './projection-writer';
import { rebuildProjectionsStreaming } from './stream-rebuild';

/** Progress of a rebuild: streams done of all, events folded. */
export interface RebuildProgress {
  streamsDone: number;
  streams: number;
  events: number;
}

/**
 * Truncates every projection and rebuilds it from the events alone, in one transaction (readers see
 * the old rows until it commits). The rows are those the live write path writes, byte for byte.
 * One pass over the events in stream order (stream-rebuild.ts; bench/replay.ts checks it against
 * the stream-by-stream rebuild below).
 */
export async function rebuildProjections(
  pool: Pool,
  onProgress: (p: RebuildProgress) => void = () => undefined,
): Promise<RebuildProgress> {
  return rebuildProjectionsStreaming(pool, onProgress);
}

/** The stream-by-stream rebuild (one read and one upsert per stream): the reference the streaming one is checked against. */
export async function rebuildProjectionsByStream(
  pool: Pool,
  onProgress: (p: RebuildProgress) => void = () => undefined,
): Promise<RebuildProgress> {
  const store = new EventStore(pool);
  const streams: { club_id: string; stream_id: string }[] = (
    await pool.query<{ club_id: string; stream_id: string }>(
      'SELECT DISTINCT club_id, stream_id FROM events ORDER BY club_id, stream_id',
    )
  ).rows;
  const progress: RebuildProgress = { streamsDone: 0, streams: streams.length, events: 0 };
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    await tx.query(`TRUNCATE ${PROJECTION_TABLE_NAMES}`);
    for (const s of streams) {
      const events = await store.readStream(s.stream_id, { clubId: s.club_id });
      const law = events.map(toLawEvent);
      const state = fold(law, initialState);
      await writeRows(tx, s.club_id, s.stream_id, projectionRows(s.stream_id, state, 'all', lastTouchedVersions(law)));
      progress.streamsDone++;
      progress.events += events.length;
      onProgress(progress);
    }
    await tx.query('COMMIT');
    return progress;
  } catch (e) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    tx.release();
  }
}
