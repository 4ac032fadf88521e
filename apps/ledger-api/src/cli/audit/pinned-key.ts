import { verifierFromKey } from '@ledger/club-log';
import type { NoteVerifier } from '@ledger/club-log';
import { existsSync, readFileSync } from 'node:fs';
import { writeFileAtomically } from './write-atomically';

/** The verifier key the audit trusts, and where it came from. */
export interface PinnedKey {
  verifier: NoteVerifier;
  vkey: string;
  /** How it was obtained: given, pinned before, or pinned now (trust on first use). */
  source: 'given' | 'pinned' | 'first-use';
}

/**
 * The one thing the audit trusts: `--verifier-key FILE` when given; else `<checkpoint>.vkey` pinned by an
 * earlier audit, refused if the server now serves another key; else the server's key, pinned now.
 */
export async function pinnedKey(
  verifierKeyFile: string | undefined,
  checkpointFile: string,
  serverKey: () => Promise<string>,
): Promise<PinnedKey> {
  if (verifierKeyFile) {
    const vkey = readFileSync(verifierKeyFile, 'utf8').trim();
    return { verifier: verifierFromKey(vkey), vkey, source: 'given' };
  }
  const pinFile = `${checkpointFile}.vkey`;
  const served = (await serverKey()).trim();
  if (existsSync(pinFile)) {
    const vkey = readFileSync(pinFile, 'utf8').trim();
    if (served !== vkey) {
      throw new Error(`the server's verifier key changed: pinned ${vkey} in ${pinFile}, served ${served}`);
    }
    return { verifier: verifierFromKey(vkey), vkey, source: 'pinned' };
  }
  const verifier = verifierFromKey(served);
  writeFileAtomically(pinFile, `${served}\n`);
  return { verifier, vkey: served, source: 'first-use' };
}
