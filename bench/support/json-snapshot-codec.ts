import type { SessionState } from '@ledger/laws';
import {
  SESSION_STATE_VERSION,
  SnapshotCodec,
} from '../../apps/ledger-api/src/ledger/snapshots/session-snapshot-codec';

/**
 * A plain-JSON snapshot, the alternative to the app's codec that `bench:long-session` measures beside it
 * (issue 16): `JSON.stringify` of the folded state, `JSON.parse` on load, in the same table and read by
 * the same statement; the same state-version check in its name, the same version check on load. No
 * checksum: `JSON.parse` refuses a truncated text by itself.
 */
export const JSON_SNAPSHOT_CODEC: SnapshotCodec = {
  name: `json/state${SESSION_STATE_VERSION}`,
  encode: (state) => JSON.stringify(state),
  decode: (text, version) => {
    const state = JSON.parse(text) as SessionState | null;
    if (typeof state !== 'object' || state === null || state.version !== version || !Array.isArray(state.deals)) {
      throw new SyntaxError(`json snapshot: not a session state at version ${version}`);
    }
    return state;
  },
};
