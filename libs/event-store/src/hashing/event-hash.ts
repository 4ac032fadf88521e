import { createHash } from 'node:crypto';
import { EventMetadata, JsonValue } from '../types';
import { canonicalJson } from './canonical-json';

/** The fields of an event that its hash covers. */
export interface HashedFields {
  clubId: string;
  streamId: string;
  version: number;
  type: string;
  schemaVersion: number;
  data: JsonValue;
  metadata: EventMetadata;
  recordedAt: string;
}

/** `sha256(prevHash + canonicalJson(event))` as hex: one link of a stream's hash chain. */
export function eventHash(prevHash: string | null, e: HashedFields): string {
  const canonical = canonicalJson({
    clubId: e.clubId,
    streamId: e.streamId,
    version: e.version,
    type: e.type,
    schemaVersion: e.schemaVersion,
    data: e.data,
    metadata: e.metadata,
    recordedAt: e.recordedAt,
  });
  return createHash('sha256')
    .update(prevHash ?? '')
    .update(canonical)
    .digest('hex');
}
