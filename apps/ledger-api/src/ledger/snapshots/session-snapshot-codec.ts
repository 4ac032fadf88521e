import { createHash } from 'node:crypto';
import type { SessionState } from '@ledger/laws';
import { decodeTree, encodeTree } from './dag-codec';
import { sameTree } from './same-tree';

/**
 * What the folded state of a stream looks like to this build. Bump it with ANY change to what `fold`
 * produces (a field added, renamed or computed differently): a snapshot stored under another value is
 * ignored and the session is folded from its events. `session-state-fingerprint.spec.ts` fails when the
 * fold's output on a fixed corpus changes, to make the bump hard to forget.
 */
export const SESSION_STATE_VERSION = 1;

/** The codec name stored with every snapshot: the text format and the state version; any other is ignored. */
export const SNAPSHOT_CODEC = `dag1-sha1/state${SESSION_STATE_VERSION}`;

/**
 * The snapshot text of a folded state: a sha1 of the body, a newline, the dag-codec text. Throws when
 * the state holds anything the codec cannot carry exactly, or when decoding the text does not give the
 * state back (checked here, off the request path, so that a lossy snapshot is never stored).
 */
export function encodeSessionSnapshot(state: SessionState): string {
  const body = encodeTree(state);
  if (!sameTree(decodeTree(body), state)) throw new Error('snapshot codec: the state does not round-trip');
  return `${sha1(body)}\n${body}`;
}

/** The state of a snapshot text stored at `version`; throws on a checksum, format or version mismatch. */
export function decodeSessionSnapshot(text: string, version: number): SessionState {
  const nl = text.indexOf('\n');
  const body = text.slice(nl + 1);
  if (nl !== 40 || text.slice(0, nl) !== sha1(body)) throw new SyntaxError('snapshot codec: bad checksum');
  const state = decodeTree(body) as SessionState | null;
  if (typeof state !== 'object' || state === null || state.version !== version || !Array.isArray(state.deals)) {
    throw new SyntaxError(`snapshot codec: not a session state at version ${version}`);
  }
  return state;
}

/** A way of storing folded states as snapshot text: its name (stored with each snapshot) and both directions. */
export interface SnapshotCodec {
  /** Stored with every snapshot; the loader trusts only rows of its own codec's name. */
  readonly name: string;
  /** The text of a state; throws when it cannot carry the state exactly (then no snapshot is written). */
  encode(state: SessionState): string;
  /** The state of a text stored at `version`; throws when the text is not one of this codec's at that version. */
  decode(text: string, version: number): SessionState;
}

/** The app's codec (ADR 0007): the hash-consed tree text with its sha1. */
export const DAG_SNAPSHOT_CODEC: SnapshotCodec = {
  name: SNAPSHOT_CODEC,
  encode: encodeSessionSnapshot,
  decode: decodeSessionSnapshot,
};

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}
