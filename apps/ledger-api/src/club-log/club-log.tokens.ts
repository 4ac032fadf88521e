import type { NoteSigner } from '@ledger/club-log';

/** Injection token of the club log's database (the app pool, acting as the app role). */
export const LOG_DB = Symbol('LOG_DB');

/** Injection token of the club log's keys and naming. */
export const LOG_KEYS = Symbol('LOG_KEYS');

/** The signing key as the app holds it (never in the database), its public verifier key and the origins. */
export interface LogKeys {
  signer: NoteSigner;
  /** C2SP signed-note verifier key. */
  vkey: string;
  /** The origin line of a club's checkpoints: `<LEDGER_LOG_ORIGIN>/clubs/<clubId>`. */
  origin(clubId: string): string;
  /** The file the signing key was read from (the sequencer's thread reads it there itself). */
  keyFile?: string;
  /** LEDGER_LOG_ORIGIN: `origin(clubId)` is `<originPrefix>/clubs/<clubId>`. */
  originPrefix?: string;
}
