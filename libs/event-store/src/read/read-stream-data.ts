import { Queryable } from '../db';
import { JsonValue } from '../types';
import { StreamRange } from './read-stream';
import { Upcasters } from './upcast';

/** What folding a stream needs of an event: its version, type, shape version and (upcast) data. */
export interface EventData {
  version: number;
  type: string;
  schemaVersion: number;
  data: JsonValue;
}

interface DataRow {
  version: number;
  type: string;
  schema_version: number;
  data: JsonValue;
}

// Prepared once per connection; four columns instead of twelve (no metadata, hashes, timestamps to parse).
const STATEMENT = {
  name: 'es_read_stream_data',
  text: `SELECT version, type, schema_version, data FROM events
  WHERE club_id = $1 AND stream_id = $2 AND version BETWEEN $3 AND $4 ORDER BY version`,
};

/** The data of a stream's events in version order, upcast: the lean read for folding a state. */
export async function readStreamData(
  db: Queryable,
  clubId: string,
  streamId: string,
  range: StreamRange = {},
  upcasters?: Upcasters,
): Promise<EventData[]> {
  const found = await db.query<DataRow>({
    ...STATEMENT,
    values: [clubId, streamId, range.from ?? 1, range.to ?? 2_147_483_647],
  });
  return found.rows.map((r) => {
    const fn = upcasters?.[r.type];
    return {
      version: r.version,
      type: r.type,
      schemaVersion: r.schema_version,
      data: fn ? fn(r.data, r.schema_version) : r.data,
    };
  });
}
