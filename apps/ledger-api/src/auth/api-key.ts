import { createHash, hash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** What a presented key names: its club and its own id (the secret is checked against the stored hash). */
export interface ParsedKey {
  clubId: string;
  keyId: string;
}

const KEY = /^ldg_([0-9a-f]{32})_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

function dashed(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new key for a club: `ldg_<club>_<id>_<256-bit secret>`; only its hash is ever stored. */
export function newApiKey(clubId: string): { keyId: string; key: string } {
  const keyId = randomUUID();
  const secret = randomBytes(32).toString('base64url');
  return { keyId, key: `ldg_${clubId.replace(/-/g, '')}_${keyId.replace(/-/g, '')}_${secret}` };
}

/** Reads the club and key id out of a presented key; undefined when it is not a key at all. */
export function parseApiKey(key: string): ParsedKey | undefined {
  const m = KEY.exec(key);
  return m ? { clubId: dashed(m[1]), keyId: dashed(m[2]) } : undefined;
}

/** SHA-256 of the whole key (keys carry 256 random bits, so a slow hash adds nothing). */
export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

/**
 * The same SHA-256 as {@link hashApiKey}, in base64, by Node's one-shot `crypto.hash` (a quarter of the
 * time of a Hash object and a Buffer; the key check runs it on every request): what the key cache is keyed by.
 */
export function apiKeyDigest(key: string): string {
  return hash('sha256', key, 'base64');
}

/** Constant-time comparison of a presented secret's hash with a stored one. */
export function sameHash(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Constant-time comparison of two strings of any length (hashes both first). */
export function sameSecret(given: string, expected: string): boolean {
  return sameHash(hashApiKey(given), hashApiKey(expected));
}
