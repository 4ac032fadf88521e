import { readFileSync } from 'node:fs';
import { signerFromKey } from '@ledger/club-log';
import { CheckpointSigner } from './checkpoint-signer';

/** Where the key is and how checkpoints are named and paced. */
export interface SignerFileSettings {
  /** The signing key's file (outside the database). */
  keyFile: string;
  /** Checkpoint origins are `<originPrefix>/clubs/<clubId>`. */
  originPrefix: string;
  /** Longest wait between checkpoints while a club's log grows (default 5 s). */
  intervalMs?: number;
  /** Sign only what a synchronous standby holds (SignerSettings.requireSyncStandby). */
  requireSyncStandby?: boolean;
}

/** A CheckpointSigner whose key is read from its file here (the sequencer thread's and the benches' way). */
export function checkpointSignerFromFile(s: SignerFileSettings): CheckpointSigner {
  return new CheckpointSigner({
    signer: signerFromKey(readFileSync(s.keyFile, 'utf8').trim()),
    origin: (clubId) => `${s.originPrefix}/clubs/${clubId}`,
    intervalMs: s.intervalMs ?? 5000,
    requireSyncStandby: s.requireSyncStandby,
  });
}
