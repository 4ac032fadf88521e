import { canonicalJson } from '../hashing/canonical-json';
import { canonicalEventJson, linkHash } from '../hashing/event-hash';
import { StoredEvent } from '../types';
import { AppendRequest } from './append-types';

/** An event ready to insert, with its data and metadata as canonical JSON text (stored as jsonb). */
export type PreparedRow = Omit<StoredEvent, 'position' | 'txId'> & { dataJson: string; metadataJson: string };

/** Numbers the new events after the expected version and chains their hashes from `prevHash`. */
export function prepareRows(req: AppendRequest, prevHash: string | null): PreparedRow[] {
  const sharedMetadataJson = canonicalJson(req.metadata);
  let prev = prevHash;
  return req.events.map((e, i) => {
    const metadata = e.metadata ? { ...req.metadata, ...e.metadata } : req.metadata;
    const metadataJson = e.metadata ? canonicalJson(metadata) : sharedMetadataJson;
    const dataJson = canonicalJson(e.data);
    const version = req.expectedVersion + i + 1;
    const schemaVersion = e.schemaVersion ?? 1;
    const { clubId, streamId, recordedAt } = req;
    const canonical = canonicalEventJson(
      { clubId, streamId, version, type: e.type, schemaVersion, recordedAt },
      dataJson,
      metadataJson,
    );
    const hash = linkHash(prev, canonical);
    const row: PreparedRow = {
      clubId,
      streamId,
      version,
      type: e.type,
      schemaVersion,
      data: e.data,
      metadata,
      recordedAt,
      prevHash: prev,
      hash,
      dataJson,
      metadataJson,
    };
    prev = hash;
    return row;
  });
}
