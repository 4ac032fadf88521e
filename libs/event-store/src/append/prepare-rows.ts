import { eventHash } from '../hashing/event-hash';
import { StoredEvent } from '../types';
import { AppendRequest } from './append-types';

/** An event ready to insert: every stored field except those Postgres assigns (position, tx id). */
export type PreparedRow = Omit<StoredEvent, 'position' | 'txId'>;

/** Numbers the new events after the expected version and chains their hashes from `prevHash`. */
export function prepareRows(req: AppendRequest, prevHash: string | null): PreparedRow[] {
  let prev = prevHash;
  return req.events.map((e, i) => {
    const fields = {
      clubId: req.clubId,
      streamId: req.streamId,
      version: req.expectedVersion + i + 1,
      type: e.type,
      schemaVersion: e.schemaVersion ?? 1,
      data: e.data,
      metadata: e.metadata ? { ...req.metadata, ...e.metadata } : req.metadata,
      recordedAt: req.recordedAt,
    };
    const row: PreparedRow = { ...fields, prevHash: prev, hash: eventHash(prev, fields) };
    prev = row.hash;
    return row;
  });
}
