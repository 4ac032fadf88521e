import { generateSignerKey, signerFromKey, vkeyOfSkey } from '@ledger/club-log';
import type { NoteSigner } from '@ledger/club-log';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The club log's signing key as the app holds it: the signer and its public verifier key. */
export interface LogSigningKey {
  signer: NoteSigner;
  /** C2SP signed-note verifier key (public). */
  vkey: string;
  /** Where the private key was read from. */
  file: string;
}

/** Where a local run keeps the generated key when `LEDGER_LOG_SIGNING_KEY_FILE` is unset. */
export function localKeyFile(dataDir: string): string {
  return path.join(dataDir, 'log-signing-key');
}

/** Generates a key into `file` unless one is there (`wx`: of several processes starting at once, one writes). */
function generateInto(file: string, name: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${generateSignerKey(name).skey}\n`, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as { code?: string }).code !== 'EEXIST') throw e;
  }
}

/**
 * Loads the signing key from `configured` (which must exist: a deployment names its key), or from
 * `<dataDir>/log-signing-key`, generated there on first use (mode 600). The key never enters the
 * database or the logs; only the verifier key is served.
 */
export function loadSigningKey(configured: string | undefined, dataDir: string, name: string): LogSigningKey {
  const file = configured ?? localKeyFile(dataDir);
  if (!configured) generateInto(file, name);
  let skey: string;
  try {
    skey = readFileSync(file, 'utf8').trim();
  } catch (e) {
    throw new Error(`The club log signing key file ${file} (LEDGER_LOG_SIGNING_KEY_FILE) cannot be read.`, {
      cause: e,
    });
  }
  try {
    return { signer: signerFromKey(skey), vkey: vkeyOfSkey(skey), file };
  } catch (e) {
    throw new Error(`The club log signing key file ${file} does not hold a C2SP Ed25519 signed-note key.`, {
      cause: e,
    });
  }
}
