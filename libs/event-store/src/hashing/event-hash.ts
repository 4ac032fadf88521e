import { hash } from 'node:crypto';
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
  return linkHash(prevHash, canonicalEventJson(e, canonicalJson(e.data), canonicalJson(e.metadata)));
}

/** sha256 hex of the previous hash followed by the canonical event text. */
export function linkHash(prevHash: string | null, canonicalEvent: string): string {
  // One native call: the same bytes as update(prevHash).update(canonicalEvent) (both UTF-8).
  return hash('sha256', (prevHash ?? '') + canonicalEvent, 'hex');
}

/**
 * canonicalJson of the hashed fields, built from the already canonical data and metadata texts
 * (the append path reuses them as the stored jsonb). Keys are written in sorted order.
 */
export function canonicalEventJson(
  e: Omit<HashedFields, 'data' | 'metadata'>,
  dataJson: string,
  metadataJson: string,
): string {
  return (
    `{"clubId":${JSON.stringify(e.clubId)},"data":${dataJson},"metadata":${metadataJson}` +
    `,"recordedAt":${JSON.stringify(e.recordedAt)},"schemaVersion":${canonicalJson(e.schemaVersion)}` +
    `,"streamId":${JSON.stringify(e.streamId)},"type":${JSON.stringify(e.type)},"version":${canonicalJson(e.version)}}`
  );
}
