import type { EventMetadata, NewEvent } from '@ledger/event-store';
import type { Pool } from 'pg';

/** Same columns, defaults and identity as `events`, with the same unique (club_id, stream_id, version) guard. */
export async function createBaselineTable(pool: Pool): Promise<void> {
  await pool.query(`CREATE TABLE baseline_events (LIKE events INCLUDING DEFAULTS INCLUDING IDENTITY INCLUDING CONSTRAINTS,
    PRIMARY KEY (club_id, stream_id, version))`);
}

const COLUMNS = 'club_id, stream_id, version, type, schema_version, data, metadata, recorded_at, prev_hash, hash';
const FAKE_HASH = 'f'.repeat(64);

/**
 * A plain `pg` multi-row INSERT of the same rows (no version check, no hashing, no cache) into `baseline_events`,
 * or into `table` (`events`: the ledger's own table, whose rows the club log's sequencer then logs).
 */
export async function baselineInsert(
  pool: Pool,
  clubId: string,
  streamId: string,
  firstVersion: number,
  events: readonly NewEvent[],
  metadata: EventMetadata,
  table: 'baseline_events' | 'events' = 'baseline_events',
): Promise<void> {
  const values: unknown[] = [];
  const tuples = events.map((e, i) => {
    const at = values.length;
    values.push(
      clubId,
      streamId,
      firstVersion + i,
      e.type,
      e.schemaVersion ?? 1,
      JSON.stringify(e.data),
      JSON.stringify(metadata),
      new Date().toISOString(),
      FAKE_HASH,
      FAKE_HASH,
    );
    return `(${Array.from({ length: 10 }, (_, k) => `$${at + k + 1}`).join(', ')})`;
  });
  await pool.query(`INSERT INTO ${table} (${COLUMNS}) VALUES ${tuples.join(', ')}`, values);
}
