import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { fromBase64, toBase64 } from './base64';
import { hasControlCharacter, hasLoneSurrogate } from './note-text';

/** Signs note texts under a key name and 4-byte key id (C2SP signed-note). */
export interface NoteSigner {
  name: string;
  keyId: Uint8Array;
  sign(msg: Uint8Array): Uint8Array;
}

/** Verifies note signatures made by one named key (C2SP signed-note). */
export interface NoteVerifier {
  name: string;
  keyId: Uint8Array;
  verify(msg: Uint8Array, sig: Uint8Array): boolean;
}

/** The signed-note signature type byte of Ed25519. */
export const ED25519_TYPE = 0x01;
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Throws unless `name` is a valid key name: non-empty, no Unicode spaces, no '+'. */
export function assertKeyName(name: string): void {
  if (name === '' || /[\s+]/u.test(name) || hasControlCharacter(name, false) || hasLoneSurrogate(name)) {
    throw new SyntaxError(`"${name}" is not a valid key name`);
  }
}

/** The key id: the first 4 bytes of SHA-256(name || 0x0A || 0x01 || 32-byte Ed25519 public key). */
export function ed25519KeyId(name: string, publicKey: Uint8Array): Uint8Array {
  const digest = createHash('sha256')
    .update(name, 'utf8')
    .update(Uint8Array.of(0x0a, ED25519_TYPE))
    .update(publicKey)
    .digest();
  return new Uint8Array(digest.subarray(0, 4));
}

/** The raw 32-byte public key of an Ed25519 key object (the end of its SPKI DER export). */
export function rawPublicKey(key: KeyObject): Uint8Array {
  const der = key.export({ format: 'der', type: 'spki' });
  return new Uint8Array(der.subarray(der.length - 32));
}

/** A new Ed25519 key pair in the C2SP encodings: `PRIVATE+KEY+<name>+<id hex>+<b64>` and `<name>+<id hex>+<b64>`. */
export function generateSignerKey(name: string): { skey: string; vkey: string } {
  assertKeyName(name);
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const pkcs8 = privateKey.export({ format: 'der', type: 'pkcs8' });
  const seed = new Uint8Array(pkcs8.subarray(pkcs8.length - 32));
  const pub = rawPublicKey(publicKey);
  const id = hex(ed25519KeyId(name, pub));
  return {
    skey: `PRIVATE+KEY+${name}+${id}+${toBase64(typed(seed))}`,
    vkey: `${name}+${id}+${toBase64(typed(pub))}`,
  };
}

/** The verifier key (vkey encoding) of a signer key (skey encoding). */
export function vkeyOfSkey(skey: string): string {
  const s = signerFromKey(skey);
  return `${s.name}+${hex(s.keyId)}+${toBase64(typed(s.publicKey))}`;
}

/** A note signer from a C2SP skey; throws if it is malformed or its key id does not match. */
export function signerFromKey(skey: string): NoteSigner & { publicKey: Uint8Array } {
  const parts = skey.trim().split('+');
  if (parts.length < 5 || parts[0] !== 'PRIVATE' || parts[1] !== 'KEY') throw new SyntaxError('not a signer key');
  const [, , name, idHex] = parts;
  const raw = fromBase64(parts.slice(4).join('+'), 'signer key');
  assertKeyName(name);
  if (raw.length !== 33 || raw[0] !== ED25519_TYPE) throw new SyntaxError('signer key is not an Ed25519 seed');
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, raw.subarray(1)]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = rawPublicKey(createPublicKey(privateKey));
  const keyId = ed25519KeyId(name, publicKey);
  if (idHex !== hex(keyId)) throw new SyntaxError('signer key id does not match its key');
  return { name, keyId, publicKey, sign: (msg) => new Uint8Array(sign(null, msg, privateKey)) };
}

/** A note verifier from a C2SP vkey `<name>+<id hex>+<base64(0x01 || key)>`; throws if malformed. */
export function verifierFromKey(vkey: string): NoteVerifier {
  const parts = vkey.trim().split('+');
  if (parts.length < 3) throw new SyntaxError('not a verifier key');
  const [name, idHex] = parts;
  assertKeyName(name);
  if (!/^[0-9a-f]{8}$/.test(idHex)) throw new SyntaxError('verifier key id is not 8 hex digits');
  const raw = fromBase64(parts.slice(2).join('+'), 'verifier key');
  if (raw.length !== 33 || raw[0] !== ED25519_TYPE) throw new SyntaxError('verifier key is not an Ed25519 key');
  const pub = raw.subarray(1);
  const keyId = ed25519KeyId(name, pub);
  if (idHex !== hex(keyId)) throw new SyntaxError('verifier key id does not match its key');
  const key = createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, pub]), format: 'der', type: 'spki' });
  return {
    name,
    keyId,
    verify: (msg, sig) => sig.length === 64 && verify(null, msg, key, sig),
  };
}

function typed(key: Uint8Array): Uint8Array {
  return Uint8Array.of(ED25519_TYPE, ...key);
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}
